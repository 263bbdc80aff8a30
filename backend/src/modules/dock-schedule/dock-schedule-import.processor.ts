import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import type { ImportResult, ImportStage } from '@dockflow/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { ImportJobProcessor, type ImportFile, type ImportProgress } from '../../jobs/import-job.js';
import { ApplyDockScheduleCommand } from './commands/import-dock-schedule/import-dock-schedule.command.js';
import { parseSchedule, scheduleReader } from './domain/schedule-file.js';

/** Pushed to the uploader's screens while a job runs. */
export class ImportProgressed {
  constructor(
    readonly uploaderId: string,
    readonly percent: number,
    readonly stage: ImportStage,
  ) {}
}

/**
 * Where the bar stands once the file is read: reading is about a seventh of a 10,000-row import's time, the
 * rest is checking and saving the rows (docs/performance.md, "The bar through the writes").
 */
const FILE_READ_PERCENT = 15;

/** Reads the file and applies its valid rows, reporting progress as it goes. */
@Injectable()
export class DockScheduleImportProcessor implements ImportJobProcessor, OnApplicationShutdown {
  private readonly reader = scheduleReader();

  constructor(
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.reader.close();
  }

  async process(file: ImportFile, progress: ImportProgress): Promise<ImportResult> {
    const report = (percent: number, stage: ImportStage) => {
      progress(percent);
      this.events.publish(new ImportProgressed(file.uploaderId, percent, stage));
    };
    report(5, 'reading');
    const parsed = await parseSchedule(this.reader, file.fileName, file.content, this.config.siteTimezone);
    report(FILE_READ_PERCENT, 'checking');
    const applied = await this.commands.execute(
      new ApplyDockScheduleCommand(parsed.rows, file.uploaderId, ({ fraction, stage }) =>
        report(FILE_READ_PERCENT + Math.floor(fraction * (99 - FILE_READ_PERCENT)), stage),
      ),
    );
    report(100, 'saving');
    const errors = [...parsed.errors, ...applied.errors].sort((a, b) => rowOf(a) - rowOf(b));
    return { success: applied.applied, total: parsed.total, errors };
  }
}

function rowOf(error: string): number {
  return Number(/^Row (\d+)/.exec(error)?.[1] ?? 0);
}
