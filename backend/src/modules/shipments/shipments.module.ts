import { Module } from '@nestjs/common';
import { CheckInContainerHandler } from './commands/check-in-container/check-in-container.handler.js';
import { ListShipmentsHandler } from './queries/list-shipments/list-shipments.handler.js';
import { ShipmentsController } from './shipments.controller.js';

@Module({
  controllers: [ShipmentsController],
  providers: [CheckInContainerHandler, ListShipmentsHandler],
})
export class ShipmentsModule {}
