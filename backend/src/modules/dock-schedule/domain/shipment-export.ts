import { shipmentStatusLabel } from '@dockflow/contracts';
import { toIso, type SqlTimestamp } from '../../../common/sql-values.js';

/** One exported shipment, with its POs, drivers and fees folded in. */
export interface ExportRow {
  id: string;
  tmp_number: string;
  status: string;
  container_door: string | null;
  dock_location: string | null;
  seal_number: string | null;
  temp_recorder_id: string | null;
  estimated_completion: SqlTimestamp | null;
  actual_completion: SqlTimestamp | null;
  progress_percentage: number;
  po_numbers: string | null;
  drivers: string | null;
  late_fees: string | null;
  created_at: SqlTimestamp;
}

export const EXPORT_HEADERS = [
  'TMP Number',
  'Status',
  'Container Door',
  'Dock',
  'Seal Number',
  'Temp Recorder',
  'ETA',
  'Completed',
  'Progress %',
  'PO Numbers',
  'Drivers',
  'Late Fees',
];

/** A cell a spreadsheet would run as a formula (=, +, -, @) is escaped with a leading apostrophe. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function exportCells(row: ExportRow): (string | number)[] {
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  return [
    text(row.tmp_number),
    shipmentStatusLabel(row.status),
    text(row.container_door),
    text(row.dock_location),
    text(row.seal_number),
    text(row.temp_recorder_id),
    toIso(row.estimated_completion) ?? '',
    toIso(row.actual_completion) ?? '',
    row.progress_percentage,
    text(row.po_numbers),
    text(row.drivers),
    row.late_fees ?? '0.00',
  ];
}

export function csvLine(cells: (string | number)[]): string {
  return cells.map((cell) => (typeof cell === 'number' || !/[",\r\n]/.test(cell) ? String(cell) : `"${cell.replace(/"/g, '""')}"`)).join(',') + '\r\n';
}
