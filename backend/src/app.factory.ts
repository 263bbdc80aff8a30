import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LogLevel } from '@nestjs/common';
import passport from 'passport';
import { jsonBody, refuseForeignOrigins, withApiErrors } from './common/http/middleware.js';
import { originPolicy } from './common/http/origin.js';
import { assignRequestId } from './common/http/request-id.js';
import { RequestLogger } from './common/request-logger.js';
import { AppModule, type AppDependencies } from './app.module.js';
import { enforceAbsoluteLifetime } from './modules/auth/auth.public.js';
import { RealtimeAdapter } from './realtime/realtime-adapter.js';
import { compressResponses } from './web/compress-responses.js';
import { securityHeaders } from './web/security-headers.js';
import { trackConnections } from './web/connection-drain.js';
import { FRONTEND_DIST, frontendHandlers } from './web/serve-frontend.js';
import { inSequence } from './web/in-sequence.js';

const LOG_LEVELS: Record<string, LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

/** Builds the whole app (API, sockets, the built frontend in `frontendDist`) on the given infrastructure; does not listen. */
export async function createApp(dependencies: AppDependencies, frontendDist = FRONTEND_DIST): Promise<NestExpressApplication> {
  const { config, session } = dependencies;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(dependencies), {
    bodyParser: false,
    abortOnError: false,
    logger: new RequestLogger({ logLevels: LOG_LEVELS[config.logLevel] }),
  });
  app.set('trust proxy', config.trustProxyHops);
  app.disable('x-powered-by');
  app.use(
    inSequence(
      trackConnections(app),
      assignRequestId(),
      securityHeaders({
        contentSecurityPolicy: {
          directives: {
            // The app is served over plain HTTP on a dock LAN as often as over HTTPS.
            upgradeInsecureRequests: null,
            imgSrc: ["'self'", 'data:', 'blob:'],
            // The camera scanner's reader is WebAssembly; this allows compiling it, not JavaScript's eval.
            scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          },
        },
        strictTransportSecurity: false,
      }),
      // Static files first: they need neither a body nor a session, and come precompressed.
      ...frontendHandlers(frontendDist),
      compressResponses(),
      refuseForeignOrigins(originPolicy(config)),
      jsonBody('100kb'),
      withApiErrors(session.handler),
      withApiErrors(enforceAbsoluteLifetime(config.sessionAbsoluteHours)),
      passport.initialize(),
      withApiErrors(passport.session()),
    ),
  );
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new RealtimeAdapter(app, config.redisUrl, config.redisKeyPrefix));
  return app;
}
