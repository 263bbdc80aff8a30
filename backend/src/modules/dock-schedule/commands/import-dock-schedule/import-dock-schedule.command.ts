import { Command } from '@nestjs/cqrs';
import type { ScheduleRow } from '../../domain/schedule-file.js';
import type { ApplyStep } from './apply-progress.js';

export interface ScheduleApplyResult {
  /** Rows stored (created, updated, or already as the file says). */
  applied: number;
  errors: string[];
}

/** Stores the valid rows of a dock schedule in one transaction. */
export class ApplyDockScheduleCommand extends Command<ScheduleApplyResult> {
  constructor(
    readonly rows: ScheduleRow[],
    readonly actorId: string,
    /** Called as the rows are checked and saved, with the share done. */
    readonly onProgress: (step: ApplyStep) => void = () => undefined,
  ) {
    super();
  }
}
