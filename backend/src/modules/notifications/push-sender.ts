import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PushMessage } from '@dockflow/contracts';
import webPush from 'web-push';
import { PushSubscription, type PushSubscriptionRecord } from './domain/push-subscription.entity.js';
import { isPushService, WEB_PUSH_SETTINGS, type WebPushSettings } from './web-push-settings.js';

/** How long a push service keeps a message for a device that is offline: a task or an instruction an hour old still matters. */
const TTL_SECONDS = 60 * 60;
/** A push service that does not answer in this long is given up on (logged); the command was done long before. */
const TIMEOUT_MS = 10_000;
/** The push service's answers meaning the subscription is gone for good (RFC 8030 §7.3; some services answer 404). */
const GONE = new Set([404, 410]);

/**
 * Sends Web Push (RFC 8030, encrypted per RFC 8291, signed with VAPID per RFC 8292) to every
 * subscription of some users. Never throws: a push that fails is logged, and a subscription its
 * push service calls gone is deleted.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger('WebPush');

  constructor(
    private readonly orm: MikroORM,
    @Inject(WEB_PUSH_SETTINGS) private readonly settings: WebPushSettings,
  ) {}

  async sendToUsers(userIds: readonly string[], message: PushMessage): Promise<void> {
    if (userIds.length === 0) return;
    try {
      const subscriptions = await this.orm.em.fork().find(PushSubscription, { userId: { $in: [...new Set(userIds)] } });
      await Promise.all(subscriptions.map((subscription) => this.send(subscription, message)));
    } catch (error) {
      this.logger.warn(`Web Push to ${userIds.length} user(s) failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async send(subscription: PushSubscriptionRecord, message: PushMessage): Promise<void> {
    const { keys, subject, agent } = this.settings;
    // Stored before PUSH_SERVICE_HOSTS named its host, or before the rule: kept, never sent to.
    if (!isPushService(this.settings, subscription.endpoint)) {
      this.logger.warn(`Web Push to ${new URL(subscription.endpoint).host} skipped: not one of PUSH_SERVICE_HOSTS`);
      return;
    }
    try {
      await webPush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      });
    } catch (error) {
      if (error instanceof webPush.WebPushError && GONE.has(error.statusCode)) {
        await this.orm.em.fork().nativeDelete(PushSubscription, { endpoint: subscription.endpoint });
        return;
      }
      this.logger.warn(`Web Push to ${new URL(subscription.endpoint).host} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
