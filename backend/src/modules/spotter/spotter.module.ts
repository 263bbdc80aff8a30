import { Module } from '@nestjs/common';
import { CreateSpotterTaskHandler } from './commands/create-spotter-task/create-spotter-task.handler.js';
import { UpdateSpotterTaskHandler } from './commands/update-spotter-task/update-spotter-task.handler.js';
import { ListSpotterTasksHandler } from './queries/list-spotter-tasks/list-spotter-tasks.handler.js';
import { SpotterController } from './spotter.controller.js';

@Module({
  controllers: [SpotterController],
  providers: [CreateSpotterTaskHandler, UpdateSpotterTaskHandler, ListSpotterTasksHandler],
})
export class SpotterModule {}
