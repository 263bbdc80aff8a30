import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UserSessions } from '../../common/auth/user-sessions.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionRegistry } from './session-registry.js';
import { SessionSerializer } from './session.serializer.js';

/** Global for its UserSessions: account commands end sessions without depending on this module. */
@Global()
@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, SessionSerializer, LoginThrottle, SessionRegistry, { provide: UserSessions, useExisting: SessionRegistry }],
  exports: [AuthService, UserSessions],
})
export class AuthModule {}
