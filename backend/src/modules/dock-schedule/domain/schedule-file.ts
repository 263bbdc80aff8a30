import { CONTAINER_DOORS, DOCK_LOCATIONS, hasControlOrInvisible, isCalendarDate, isWithinStoredYears, shownValue, wallClockToInstant } from '@dockflow/contracts';
import { MAX_PO_NUMBERS, MAX_TMP_NUMBER_LENGTH, TOO_MANY_PO_NUMBERS } from '@dockflow/contracts/dto';
import { DomainError } from '../../../common/domain-error.js';
import { distinctIdentifiers } from '../../shipments/shipments.public.js';
import { assertReasonableExpansion, inflationBudget, spreadsheetKind } from './spreadsheet-guard.js';
import { WorkbookReader, type Cell } from './workbook-reader.js';

export const MAX_DATA_ROWS = 20_000;
/** PO numbers one file may name in all: a few per row, with room; more is refused like too many rows. */
export const MAX_FILE_PO_NUMBERS = 100_000;

/**
 * The most characters each column (A-F) may hold: far over what a valid value needs (PO numbers are a
 * list), and small enough that the largest file the limits admit reads into a bounded heap.
 */
const COLUMN_TEXT_LIMITS = [100, 100, 100, 100, 1_000, 100] as const;
const COLUMN_LETTERS = 'ABCDEF';

/** One valid data row of the dock schedule (columns A-F, docs/product.md §12.1). */
export interface ScheduleRow {
  rowNumber: number;
  tmpNumber: string;
  containerDoor: string | null;
  dockLocation: string | null;
  estimatedCompletion: Date | null;
  poNumbers: string[];
  /** Column F: the appointment of the POs the row adds (docs/product.md §5); null measures their fees from the ETA. */
  appointmentAt: Date | null;
}

export interface ParsedSchedule {
  rows: ScheduleRow[];
  /** "Row 7: TMP number is required", one per refused row. */
  errors: string[];
  /** Non-empty data rows. */
  total: number;
}

/** A normal schedule reads in well under a second; a file that takes this long is refused (422). */
const READ_TIMEOUT_MS = 20_000;
/** Heap of the reading thread: a 20,000-row sheet needs far less. */
const READ_HEAP_MB = 512;

/**
 * How long the reading thread outlives its last read: a floor lead fixing a refused row and importing
 * again finds it ready; an instance that imports a few times a shift does not hold it in between.
 */
const READ_THREAD_KEPT_MS = 10 * 60_000;

/** The reader of schedule files, with the limits above; one per process (see WorkbookReader). */
export function scheduleReader(): WorkbookReader {
  return new WorkbookReader({ timeoutMs: READ_TIMEOUT_MS, heapMb: READ_HEAP_MB, keepIdleMs: READ_THREAD_KEPT_MS });
}

/**
 * Reads the first sheet: row 1 holds headers, data starts at row 2, empty rows are skipped, however many
 * there are between data rows. Guards run before SheetJS parses anything: file kind (415), the zip
 * directory's sizes (422); then a worker thread inflates the zip against the same budget, whatever the
 * directory says, and parses (`reader`: time and heap limits). It returns one data row over the limit at
 * most, so that too many are refused (422) without all of them crossing to this thread.
 */
export async function parseSchedule(reader: WorkbookReader, fileName: string, content: Buffer, timeZone: string): Promise<ParsedSchedule> {
  const kind = spreadsheetKind(fileName, content);
  if (kind === 'xlsx') assertReasonableExpansion(content);
  const filled = await reader.read(content, kind, { maxRows: MAX_DATA_ROWS + 2, inflatedBytes: inflationBudget(content), textLimits: COLUMN_TEXT_LIMITS });
  const dataRows = filled.filter((row) => row.number > 1);
  if (dataRows.length > MAX_DATA_ROWS) {
    throw new DomainError('unprocessable', `The schedule has more than ${MAX_DATA_ROWS.toLocaleString('en-US')} data rows; split it into smaller files.`);
  }
  const rows: ScheduleRow[] = [];
  const errors: string[] = [];
  const firstRowOf = new Map<string, number>();
  let total = 0;
  dataRows.forEach(({ number: rowNumber, cells }) => {
    total++;
    const parsed = parseRow(rowNumber, cells, timeZone);
    if (typeof parsed === 'string') return errors.push(`Row ${rowNumber}: ${parsed}`);
    // TMP numbers are one whatever their case (docs/product.md §3.11).
    const key = parsed.tmpNumber.toLowerCase();
    const first = firstRowOf.get(key);
    if (first) return errors.push(`Row ${rowNumber}: ${parsed.tmpNumber} already appears on row ${first}`);
    firstRowOf.set(key, rowNumber);
    rows.push(parsed);
  });
  if (rows.reduce((count, row) => count + row.poNumbers.length, 0) > MAX_FILE_PO_NUMBERS) {
    throw new DomainError('unprocessable', `The schedule names more than ${MAX_FILE_PO_NUMBERS.toLocaleString('en-US')} PO numbers; split it into smaller files.`);
  }
  return { rows, errors, total };
}

function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** A valid row, or the reason it is refused. */
function parseRow(rowNumber: number, cells: Cell[], timeZone: string): ScheduleRow | string {
  for (const [column, limit] of COLUMN_TEXT_LIMITS.entries()) {
    const cell = cells[column];
    if (typeof cell === 'string' && cell.length > limit) return `column ${COLUMN_LETTERS[column]} is longer than ${limit.toLocaleString('en-US')} characters`;
  }
  const tmpNumber = text(cells[0]);
  if (!tmpNumber) return 'TMP number is required';
  if (tmpNumber.length > MAX_TMP_NUMBER_LENGTH) return `TMP number is longer than ${MAX_TMP_NUMBER_LENGTH} characters`;
  if (hasControlOrInvisible(tmpNumber)) return 'TMP number must not contain control or invisible characters';
  const door = text(cells[1]).toUpperCase();
  if (door && !(CONTAINER_DOORS as readonly string[]).includes(door)) return `container door "${shownValue(text(cells[1]))}" is not one of ${CONTAINER_DOORS.join(', ')}`;
  const dock = dockLocation(text(cells[2]));
  if (dock === undefined) return `dock location "${shownValue(text(cells[2]))}" is not one of ${DOCK_LOCATIONS.join(', ')}`;
  const eta = estimatedCompletion(cells[3] ?? null, timeZone);
  if (eta === undefined) return `estimated completion "${shownValue(text(cells[3]))}" is not a date`;
  // Their form is checked when the row is applied, by the shipments' one PO rule.
  const poNumbers = distinctIdentifiers(text(cells[4]).split(',').map((number) => number.trim()).filter(Boolean));
  if (poNumbers.length > MAX_PO_NUMBERS) return TOO_MANY_PO_NUMBERS;
  const appointmentAt = estimatedCompletion(cells[5] ?? null, timeZone);
  if (appointmentAt === undefined) return `appointment "${shownValue(text(cells[5]))}" is not a date`;
  return { rowNumber, tmpNumber, containerDoor: door || null, dockLocation: dock, estimatedCompletion: eta, poNumbers, appointmentAt };
}

/** "Dock B" or just "B"; null when empty, undefined when unknown. */
function dockLocation(value: string): string | null | undefined {
  if (!value) return null;
  const letter = value.replace(/^dock\s*/i, '').toUpperCase();
  const dock = `Dock ${letter}`;
  return (DOCK_LOCATIONS as readonly string[]).includes(dock) ? dock : undefined;
}

const WALL_CLOCK = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?)?$/i;

/**
 * An Excel date (its wall clock read in the site's time zone), a date-time text (ISO with a zone,
 * or a wall clock "2026-11-21 14:30" / "11/21/2026 2:30 PM" in the site's time zone), or empty.
 */
function estimatedCompletion(cell: Cell, timeZone: string): Date | null | undefined {
  if (cell === null || text(cell) === '') return null;
  const instant = cellInstant(cell, timeZone);
  return instant && isWithinStoredYears(instant) ? instant : undefined;
}

/** The instant a non-empty date cell names, or undefined when it names none (30 February included). */
function cellInstant(cell: Exclude<Cell, null>, timeZone: string): Date | undefined {
  if (cell instanceof Date) {
    // SheetJS builds Excel dates in the process's local time; their wall clock is the site's.
    return wallClockToInstant(
      { year: cell.getFullYear(), month: cell.getMonth() + 1, day: cell.getDate(), hour: cell.getHours(), minute: cell.getMinutes(), second: cell.getSeconds() },
      timeZone,
    );
  }
  const value = text(cell);
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) {
    const day = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
    return !day || isCalendarDate(+day[1]!, +day[2]!, +day[3]!) ? new Date(value) : undefined;
  }
  const iso = WALL_CLOCK.exec(value);
  if (iso) return wallClock(+iso[1]!, +iso[2]!, +iso[3]!, +(iso[4] ?? 0), +(iso[5] ?? 0), +(iso[6] ?? 0), timeZone);
  const us = US_DATE.exec(value);
  if (us) {
    let hour = +(us[4] ?? 0);
    const meridiem = us[7]?.toUpperCase();
    if (meridiem === 'PM' && hour < 12) hour += 12;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    return wallClock(+us[3]!, +us[1]!, +us[2]!, hour, +(us[5] ?? 0), +(us[6] ?? 0), timeZone);
  }
  return undefined;
}

function wallClock(year: number, month: number, day: number, hour: number, minute: number, second: number, timeZone: string): Date | undefined {
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  return wallClockToInstant({ year, month, day, hour, minute, second }, timeZone);
}
