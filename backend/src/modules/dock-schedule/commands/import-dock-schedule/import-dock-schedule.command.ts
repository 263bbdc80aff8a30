import { Command } from '@nestjs/cqrs';
import type { ScheduleRow } from '../../domain/schedule-file.js';

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
    /** Called as rows are applied, with how many are done. */
    readonly onProgress: (done: number) => void = () => undefined,
  ) {
    super();
  }
}
