import type { ImportResult } from '@dockflow/contracts';
import { isHttpError, serverMessage } from '../../lib/http';

/** The server's limits (docs/product.md §12.1), for the instructions. */
export const MAX_FILE_MB = 5;
export const MAX_DATA_ROWS = 20_000;
export const MAX_CELL_CHARS = 100;
export const MAX_PO_CELL_CHARS = 1_000;
export const MAX_PO_NUMBERS_PER_ROW = 50;

const EXCEL_EXTENSIONS = ['.xlsx', '.xls'];

/** What the file chooser offers. */
export const ACCEPTED_FILE_TYPES = EXCEL_EXTENSIONS.join(',');

/** docs/product.md §12.1: the file name must end in .xlsx or .xls (in any letter case). */
export function isExcelFileName(name: string): boolean {
  const lowerCase = name.toLowerCase();
  return EXCEL_EXTENSIONS.some((extension) => lowerCase.endsWith(extension));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The toasts of the import, word for word (docs/product.md §17.5). */
export const IMPORT_TOASTS = {
  invalidFileType: { title: 'Invalid File Type', description: 'Please select an Excel file (.xlsx or .xls)' },
  importCompleted: { title: 'Import Completed' },
  importFailed: { title: 'Import Failed', description: 'Failed to import dock schedule. Please check your file format.' },
} as const;

export function importCompletedDescription({ success, total }: ImportResult): string {
  return `Successfully imported ${success} out of ${total} records`;
}

/**
 * Why an import failed, for the results panel: the server's own message (415, 413, 422, 503, 403),
 * else what the status says when a proxy answered without one, else the text of docs/product.md §17.5.
 */
export function importFailureMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (isHttpError(error) && error.status === 413) return `The file is larger than ${MAX_FILE_MB} MB.`;
  if (isHttpError(error) && error.status === null) return 'No usable answer came from the server. Check the connection and try again.';
  return IMPORT_TOASTS.importFailed.description;
}
