import type { ImportResult } from '@dockflow/contracts';

/** What a dock schedule import job carries: the uploaded file and who uploaded it. */
export interface ImportJobData {
  fileName: string;
  /** The file's bytes, base64: job data must survive a trip through Redis. */
  contentBase64: string;
  uploaderId: string;
}

export type ImportProgress = (percent: number) => void;

/**
 * The work itself, the same whether BullMQ or the in-process runner delivers the job. The module
 * that owns imports provides it, so the queue depends on no module.
 */
export abstract class ImportJobProcessor {
  abstract process(data: ImportJobData, progress: ImportProgress): Promise<ImportResult>;
}
