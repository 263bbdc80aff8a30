import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import type { ImportResult } from '@dockflow/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { ImportJobProcessor, type ImportFile, type ImportProgress } from '../../jobs/import-job.js';
import { ApplyDockScheduleCommand } from './commands/import-dock-schedule/import-dock-schedule.command.js';
import { parseSchedule, scheduleReader } from './domain/schedule-file.js';

/** Pushed to the uploader's screens while a job runs. */
export class ImportProgressed {
  constructor(
    readonly uploaderId: string,
    readonly percent: number,
  ) {}
}

/** Parses the file (a third of the work) and applies its valid rows (the rest), reporting progress. */
@Injectable()
export class DockScheduleImportProcessor implements ImportJobProcessor, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly reader = scheduleReader();

  constructor(
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.reader.warm();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.reader.close();
  }

  async process(file: ImportFile, progress: ImportProgress): Promise<ImportResult> {
    const report = (percent: number) => {
      progress(percent);
      this.events.publish(new ImportProgressed(file.uploaderId, percent));
    };
    report(5);
    const parsed = await parseSchedule(this.reader, file.fileName, file.content, this.config.siteTimezone);
    report(33);
    const rows = parsed.rows.length;
    const applied = await this.commands.execute(
      new ApplyDockScheduleCommand(parsed.rows, file.uploaderId, (done) => report(33 + Math.floor((done / Math.max(rows, 1)) * 66))),
    );
    report(100);
    const errors = [...parsed.errors, ...applied.errors].sort((a, b) => rowOf(a) - rowOf(b));
    return { success: applied.applied, total: parsed.total, errors };
  }
}

function rowOf(error: string): number {
  return Number(/^Row (\d+)/.exec(error)?.[1] ?? 0);
}
