import { Module } from '@nestjs/common';
import { ImportJobProcessor } from '../../jobs/import-job.js';
import { ImportQueue } from '../../jobs/import-queue.js';
import { ApplyDockScheduleHandler } from './commands/import-dock-schedule/apply-dock-schedule.handler.js';
import { ExportSlots } from './export-slots.js';
import { DockScheduleController } from './dock-schedule.controller.js';
import { DockScheduleImportProcessor } from './dock-schedule-import.processor.js';
import { ShipmentExporter } from './queries/export-shipments/export-shipments.js';

@Module({
  controllers: [DockScheduleController],
  providers: [
    ApplyDockScheduleHandler,
    DockScheduleImportProcessor,
    { provide: ImportJobProcessor, useExisting: DockScheduleImportProcessor },
    ImportQueue,
    ShipmentExporter,
    ExportSlots,
  ],
})
export class DockScheduleModule {}
