import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One browser's Web Push subscription, for the user who opted in on it (docs/product.md §8.4). */
export const PushSubscription = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    userId: p.uuid(),
    endpoint: p.string().length(1000),
    p256dh: p.string().length(200),
    auth: p.string().length(100),
    createdAt: p.datetime(),
  },
});

export type PushSubscriptionRecord = InferEntity<typeof PushSubscription>;
