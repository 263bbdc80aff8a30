import { DISPLAY_ENTITIES } from './modules/displays/displays.public.js';
import { NOTIFICATION_ENTITIES } from './modules/notifications/notifications.public.js';
import { SHIPMENT_ENTITIES } from './modules/shipments/shipments.public.js';
import { SPOTTER_ENTITIES } from './modules/spotter/spotter.public.js';
import { USER_ENTITIES } from './modules/users/users.public.js';

/** Every module's entities, for the ORM (the domain event log is written with SQL only). */
export const ENTITIES = [...USER_ENTITIES, ...SHIPMENT_ENTITIES, ...SPOTTER_ENTITIES, ...DISPLAY_ENTITIES, ...NOTIFICATION_ENTITIES];
