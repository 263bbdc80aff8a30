import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UserSessions } from '../../common/auth/user-sessions.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { PasswordThrottle } from '../../common/auth/password-throttle.js';
import { RegistrationThrottle } from '../../common/auth/registration-throttle.js';
import { SessionRegistry } from './session-registry.js';
import { SessionSerializer } from './session.serializer.js';
import { SignedInUserCache } from './signed-in-user-cache.js';

/** Global for its UserSessions and PasswordThrottle: account commands end sessions and check passwords without depending on this module. */
@Global()
@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, SessionSerializer, SignedInUserCache, PasswordThrottle, RegistrationThrottle, SessionRegistry, { provide: UserSessions, useExisting: SessionRegistry }],
  exports: [AuthService, UserSessions, PasswordThrottle, SessionRegistry, SignedInUserCache],
})
export class AuthModule {}
