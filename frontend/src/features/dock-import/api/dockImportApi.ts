import type { ImportResult } from '@dockflow/contracts';
import { api } from '../../../lib/api';

/**
 * POST /api/dock-schedule/import: the schedule workbook as multipart field `file` (docs/product.md §13.2, docs/product.md §12).
 * Each shipment it schedules is pushed (ShipmentScheduled), which puts it in every list.
 */
export const dockImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    importDockSchedule: build.mutation<ImportResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/dock-schedule/import', method: 'POST', body };
      },
    }),
  }),
});

export const { useImportDockScheduleMutation } = dockImportApi;
