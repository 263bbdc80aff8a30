import { Body, Controller, Get, HttpCode, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { PublicUser } from '@dockflow/contracts';
import { RegisterDto } from '@dockflow/contracts/dto';
import { Anonymous, ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { RegistrationThrottle } from '../../common/auth/registration-throttle.js';
import { CreateUserCommand, SELF_REGISTRATION } from '../users/users.public.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SessionEnded } from './session-events.js';
import { SESSION_COOKIE } from './session.middleware.js';
import { endReplacedSession, replacedSessionId, signIn, signOut } from './sign-in.js';

@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly registrations: RegistrationThrottle,
  ) {}

  @Post('login')
  @Anonymous()
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@CurrentUser() user: PublicUser): PublicUser {
    return user;
  }

  /** docs/product.md §7.2: a browser sent to the login endpoint lands on the sign-in page. */
  @Get('login')
  @Anonymous()
  @Redirect('/auth', 302)
  loginPage(): void {}

  @Post('register')
  @Anonymous()
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<PublicUser> {
    await this.registrations.take(request.ip ?? 'unknown');
    const user = await this.commands.execute(new CreateUserCommand(body, SELF_REGISTRATION, null));
    const replaced = replacedSessionId(request);
    await signIn(request, user);
    request.session.signedInAt = Date.now();
    endReplacedSession(this.events, replaced, request);
    return user;
  }

  @Post('logout')
  @Anonymous()
  @HttpCode(204)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const sessionId = request.sessionID;
    await signOut(request);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    if (sessionId) this.events.publish(new SessionEnded(sessionId));
  }

  @Get('auth/user')
  @ReadAccess()
  currentUser(@CurrentUser() user: PublicUser): PublicUser {
    return user;
  }
}
