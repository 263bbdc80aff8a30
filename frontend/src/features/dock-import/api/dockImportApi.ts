import type { ImportResult } from '@dockflow/contracts';
import { api } from '../../../lib/api';

/** POST /api/dock-schedule/import: the schedule workbook as multipart field `file` (docs/product.md §12.2). */
export const dockImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    importDockSchedule: build.mutation<ImportResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/dock-schedule/import', method: 'POST', body };
      },
      // The imported shipments appear in every list; a refused file changes nothing.
      invalidatesTags: (result) => (result ? ['Shipment'] : []),
    }),
  }),
});

export const { useImportDockScheduleMutation } = dockImportApi;
