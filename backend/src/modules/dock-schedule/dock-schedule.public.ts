// What the rest of the app may use of the dock schedule: the module and its import's progress event.
export { DockScheduleModule } from './dock-schedule.module.js';
export { ImportProgressed } from './dock-schedule-import.processor.js';
