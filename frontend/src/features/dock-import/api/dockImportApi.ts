import type { ImportResult } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import type { HttpError } from '../../../lib/http';
import { uploadForm } from '../../../lib/upload';

export interface ImportRequest {
  file: File;
  /** How much of the file has been sent, 0-100, while it uploads. */
  onUploaded: (percent: number) => void;
}

/**
 * POST /api/dock-schedule/import: the schedule workbook as multipart field `file` (docs/product.md §13.2, docs/product.md §12),
 * sent with its upload progress. Each shipment it schedules is pushed (ShipmentScheduled), which puts it in every list.
 */
export const dockImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    importDockSchedule: build.mutation<ImportResult, ImportRequest>({
      queryFn: async ({ file, onUploaded }) => {
        const body = new FormData();
        body.append('file', file);
        const result = await uploadForm('/dock-schedule/import', body, onUploaded);
        return 'error' in result ? { error: result.error satisfies HttpError } : { data: result.data as ImportResult };
      },
    }),
  }),
});

export const { useImportDockScheduleMutation } = dockImportApi;
