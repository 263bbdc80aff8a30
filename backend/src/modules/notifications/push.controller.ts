import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PublicUser, PushPublicKey } from '@dockflow/contracts';
import { PushEndpointQueryDto, PushSubscriptionDto } from '@dockflow/contracts/dto';
import { DomainError } from '../../common/domain-error.js';
import { ReadAccess } from '../../common/auth/access.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.js';
import { SubscribeToPushCommand } from './commands/subscribe-to-push/subscribe-to-push.command.js';
import { UnsubscribeFromPushCommand } from './commands/unsubscribe-from-push/unsubscribe-from-push.command.js';
import { isPushService, WEB_PUSH_SETTINGS, type WebPushSettings } from './web-push-settings.js';

/**
 * Web Push opt-in per device, from the profile (docs/product.md §8.4): any signed-in user, for
 * themselves. Both commands are idempotent by themselves (an upsert, a delete), so they take no
 * Idempotency-Key.
 */
@Controller('push')
export class PushController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(WEB_PUSH_SETTINGS) private readonly settings: WebPushSettings,
  ) {}

  @Get('public-key')
  @ReadAccess()
  publicKey(): PushPublicKey {
    return { publicKey: this.settings.keys.publicKey };
  }

  @Post('subscriptions')
  @ReadAccess()
  @HttpCode(204)
  async subscribe(@Body() body: PushSubscriptionDto, @CurrentUser() user: PublicUser): Promise<void> {
    if (!isPushService(this.settings, body.endpoint)) throw new DomainError('invalid', 'endpoint must be the address of a browser push service', undefined, 'endpoint');
    await this.commands.execute(new SubscribeToPushCommand(user.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }));
  }

  @Delete('subscriptions')
  @ReadAccess()
  @HttpCode(204)
  async unsubscribe(@Query() query: PushEndpointQueryDto, @CurrentUser() user: PublicUser): Promise<void> {
    await this.commands.execute(new UnsubscribeFromPushCommand(user.id, query.endpoint));
  }
}
