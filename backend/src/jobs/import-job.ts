import type { ImportResult } from '@dockflow/contracts';

/** What a dock schedule import works on: the uploaded file and who uploaded it. */
export interface ImportFile {
  fileName: string;
  content: Buffer;
  uploaderId: string;
}

export type ImportProgress = (percent: number) => void;

/**
 * The work itself, the same whether BullMQ or the in-process runner delivers the job. The module
 * that owns imports provides it, so the queue depends on no module.
 */
export abstract class ImportJobProcessor {
  abstract process(file: ImportFile, progress: ImportProgress): Promise<ImportResult>;
}
