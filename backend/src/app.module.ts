import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { REDIS } from './common/redis.js';
import { Clock, SystemClock } from './common/clock.js';
import { AccessGuard } from './common/auth/access.guard.js';
import { ErrorFilter } from './common/http/error.filter.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { APP_CONFIG, type AppConfig } from './config/env.js';
import { CommandTransaction } from './common/command-transaction.js';
import { IdempotencyKeySweeper } from './common/idempotency/idempotency-key-sweeper.js';
import { AuthModule, SessionReadCache, type SessionMiddleware } from './modules/auth/auth.public.js';
import { BoardsModule } from './modules/boards/boards.public.js';
import { DisplaysModule } from './modules/displays/displays.public.js';
import { NotificationsModule, WEB_PUSH_SETTINGS, type WebPushSettings } from './modules/notifications/notifications.public.js';
import { DockScheduleModule } from './modules/dock-schedule/dock-schedule.public.js';
import { ShipmentsModule } from './modules/shipments/shipments.public.js';
import { SpotterModule } from './modules/spotter/spotter.public.js';
import { UsersModule } from './modules/users/users.public.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { SESSION_HANDLER } from './realtime/tokens.js';

/** The external systems the app runs on, created before Nest so tests can pass their own. */
export interface AppDependencies {
  config: AppConfig;
  orm: MikroORM;
  session: SessionMiddleware;
  /** Null without REDIS_URL: one instance, in-process jobs and counters. */
  redis: Redis | null;
  /** The system clock unless a test pins its own. */
  clock?: Clock;
  /** VAPID keys and contact; a test adds the agent that trusts its local push receiver. */
  webPush: WebPushSettings;
}

@Global()
@Module({})
class InfrastructureModule {
  static register({ config, orm, session, redis, clock, webPush }: AppDependencies): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: MikroORM, useValue: orm },
        { provide: SESSION_HANDLER, useValue: session.handler },
        { provide: SessionReadCache, useValue: session.reads },
        { provide: REDIS, useValue: redis },
        { provide: Clock, useValue: clock ?? new SystemClock() },
        { provide: WEB_PUSH_SETTINGS, useValue: webPush },
        CommandTransaction,
      ],
      exports: [APP_CONFIG, MikroORM, SESSION_HANDLER, SessionReadCache, REDIS, Clock, WEB_PUSH_SETTINGS, CommandTransaction],
    };
  }
}

@Module({})
export class AppModule {
  static register(dependencies: AppDependencies): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.register(dependencies),
        CqrsModule.forRoot(),
        AuthModule,
        UsersModule,
        ShipmentsModule,
        BoardsModule,
        SpotterModule,
        DockScheduleModule,
        DisplaysModule,
        NotificationsModule,
        RealtimeModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        IdempotencyKeySweeper,
      ],
    };
  }
}
