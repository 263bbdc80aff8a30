// What the rest of the app may use of wall displays: the module, its entity and its events.
import { Display } from './domain/display.entity.js';

export { DisplaysModule } from './displays.module.js';
/** For the ORM's configuration. */
export const DISPLAY_ENTITIES = [Display];
export { DisplayEvent } from './domain/display.events.js';
