// What the rest of the app may use of spotter tasks.
import { SpotterTask } from './domain/spotter-task.entity.js';

export { SpotterModule } from './spotter.module.js';
/** For the ORM's configuration. */
export const SPOTTER_ENTITIES = [SpotterTask];
export { SpotterTaskEvent } from './domain/spotter-task.events.js';
export { CreateSpotterTaskCommand } from './commands/create-spotter-task/create-spotter-task.command.js';
