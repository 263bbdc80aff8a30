import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger, type LogLevel } from '@nestjs/common';
import passport from 'passport';
import { jsonBody, refuseForeignOrigins, withApiErrors, type PageOnError } from './common/http/middleware.js';
import { originPolicy } from './common/http/origin.js';
import { assignRequestId } from './common/http/request-id.js';
import { RequestLogger } from './common/request-logger.js';
import { AppModule, type AppDependencies } from './app.module.js';
import { SESSION_COOKIE, enforceAbsoluteLifetime } from './modules/auth/auth.public.js';
import { FirstPageReader } from './modules/boards/boards.public.js';
import { RealtimeAdapter } from './realtime/realtime-adapter.js';
import { compressResponses } from './web/compress-responses.js';
import { securityHeaders } from './web/security-headers.js';
import { trackConnections } from './web/connection-drain.js';
import { firstPage } from './web/first-page.js';
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
  const drawnFirstPage = firstPage({
    distDir: frontendDist,
    sessionCookie: SESSION_COOKIE,
    answersFor: (user) => app.get(FirstPageReader).answersFor(user),
    logger: new Logger('FirstPage'),
  });
  const frontend = frontendHandlers(frontendDist, (request) => drawnFirstPage?.wanted(request) ?? false);
  // The dashboard opened with a session goes on to the session and is drawn there (web/first-page.ts).
  const indexOnError: PageOnError | undefined = drawnFirstPage ? { wanted: drawnFirstPage.wanted, page: frontend.indexPage } : undefined;
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
      ...frontend.files,
      compressResponses(),
      refuseForeignOrigins(originPolicy(config)),
      jsonBody('100kb'),
      withApiErrors(session.handler, indexOnError),
      withApiErrors(enforceAbsoluteLifetime(config.sessionAbsoluteHours), indexOnError),
      passport.initialize(),
      withApiErrors(passport.session(), indexOnError),
      ...(drawnFirstPage ? [drawnFirstPage.handler(frontend.indexPage)] : []),
    ),
  );
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new RealtimeAdapter(app, config.redisUrl, config.redisKeyPrefix));
  return app;
}
