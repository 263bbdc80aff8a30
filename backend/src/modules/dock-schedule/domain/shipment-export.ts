import { excelSerial, isoWithOffset, neutraliseFormula, shipmentStatusLabel } from '@dockflow/contracts';
import type { XlsxCell } from './xlsx-stream.js';
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
  pieces: number | null;
  pallets: number | null;
  net_weight: string | null;
  gross_weight: string | null;
  first_check_in: SqlTimestamp | null;
  last_release: SqlTimestamp | null;
  loading_started: SqlTimestamp | null;
  loading_finished: SqlTimestamp | null;
  counted: number | null;
  discrepancy: number | null;
  created_at: SqlTimestamp;
}

/** The columns; times are the site's wall clock, and their headers name the zone (docs/product.md §15). */
export function exportHeaders(timeZone: string): string[] {
  return [
    'TMP Number',
    'Status',
    'Container Door',
    'Dock',
    'Seal Number',
    'Temp Recorder',
    `ETA (${timeZone})`,
    `Completed (${timeZone})`,
    'Progress %',
    'PO Numbers',
    'Drivers',
    'Late Fees ($)',
    'Pieces',
    'Pallets',
    'Net Weight (lbs)',
    'Gross Weight (lbs)',
    `Truck Check-In (${timeZone})`,
    `Released (${timeZone})`,
    `Loading Started (${timeZone})`,
    `Loading Finished (${timeZone})`,
    'Counted',
    'Count Discrepancy',
  ];
}

/** A cell before it is written: text, a count, a two-decimal amount (money, pounds) or an instant. */
type ExportValue = string | number | { money: number } | { at: Date };

function exportValues(row: ExportRow): ExportValue[] {
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  const instant = (value: SqlTimestamp | null): ExportValue => {
    const iso = toIso(value);
    return iso ? { at: new Date(iso) } : '';
  };
  return [
    text(row.tmp_number),
    shipmentStatusLabel(row.status),
    text(row.container_door),
    text(row.dock_location),
    text(row.seal_number),
    text(row.temp_recorder_id),
    instant(row.estimated_completion),
    instant(row.actual_completion),
    row.progress_percentage,
    text(row.po_numbers),
    text(row.drivers),
    { money: Number(row.late_fees ?? 0) },
    row.pieces ?? '',
    row.pallets ?? '',
    row.net_weight === null ? '' : { money: Number(row.net_weight) },
    row.gross_weight === null ? '' : { money: Number(row.gross_weight) },
    instant(row.first_check_in),
    instant(row.last_release),
    instant(row.loading_started),
    instant(row.loading_finished),
    row.counted ?? '',
    row.discrepancy ?? '',
  ];
}

/** A row for the .xlsx: times as Excel dates on the site's wall clock, fees as numbers with two decimals. */
export function xlsxCells(row: ExportRow, timeZone: string): XlsxCell[] {
  return exportValues(row).map((value) => {
    if (typeof value !== 'object') return value;
    return 'at' in value ? { value: excelSerial(value.at, timeZone), format: 'dateTime' } : { value: value.money, format: 'money' };
  });
}

/** A row for the CSV: times as ISO 8601 with the site's offset, fees with two decimals. */
export function csvCells(row: ExportRow, timeZone: string): (string | number)[] {
  return exportValues(row).map((value) => {
    if (typeof value !== 'object') return value;
    return 'at' in value ? isoWithOffset(value.at, timeZone) : value.money.toFixed(2);
  });
}

export function csvLine(cells: (string | number)[]): string {
  return cells.map((cell) => (typeof cell === 'number' || !/[",\r\n]/.test(cell) ? String(cell) : `"${cell.replace(/"/g, '""')}"`)).join(',') + '\r\n';
}
