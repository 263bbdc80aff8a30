import { TOASTS } from '@dockflow/contracts';
import { queryParams } from '../lib/http';
import { toast } from '../lib/toast';

/** docs/product.md §12.3: the shipments export, downloaded by the browser with the list's filters. */
export const SHIPMENTS_EXPORT_PATH = '/api/export/shipments';

export interface ExportFilters {
  status?: string;
  dock?: string;
  search?: string;
}

export function shipmentsExportUrl(filters: ExportFilters): string {
  const query = new URLSearchParams(queryParams({ status: filters.status, dock: filters.dock, search: filters.search })).toString();
  return query ? `${SHIPMENTS_EXPORT_PATH}?${query}` : SHIPMENTS_EXPORT_PATH;
}

/** Opens the export in a new window and says so (docs/product.md §12.3, §17.3). */
export function exportShipments(filters: ExportFilters): void {
  window.open(shipmentsExportUrl(filters), '_blank', 'noopener');
  toast({ title: TOASTS.exportStarted.title, description: 'The shipments export opens in a new window.' });
}
