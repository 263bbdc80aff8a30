// What the rest of the app may use of notifications: the module, its entity and its settings.
import { PushSubscription } from './domain/push-subscription.entity.js';

export { NotificationsModule } from './notifications.module.js';
/** For the ORM's configuration. */
export const NOTIFICATION_ENTITIES = [PushSubscription];
export { WEB_PUSH_SETTINGS, webPushSettings, type WebPushSettings } from './web-push-settings.js';
