import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../../common/domain-error.js';
import type { SpreadsheetKind } from './spreadsheet-guard.js';

export type Cell = string | number | boolean | Date | null;

/** What reading may cost: time per read, and heap of the thread that reads (fixed when it starts). */
export interface ReadLimits {
  timeoutMs: number;
  heapMb: number;
  /** How long the thread is kept once it has nothing to read, before it is ended. */
  keepIdleMs: number;
}

/** A row of the sheet that holds something in the asked columns, and its number on the sheet (1 for the first). */
export interface SheetRow {
  number: number;
  cells: Cell[];
}

/** How much of a sheet one read returns. */
export interface SheetBounds {
  /** The most rows returned: the first ones holding something in the asked columns, wherever they lie on the sheet. */
  maxRows: number;
  /** Bytes all zip entries may inflate to (.xlsx). */
  inflatedBytes: number;
  /** The most characters of text kept per column, for the first `textLimits.length` columns. */
  textLimits: readonly number[];
}

const SHEETJS = createRequire(import.meta.url).resolve('xlsx');

/**
 * Runs in a worker thread (CommonJS, given as source), one file per message: inflates every zip entry
 * of an .xlsx against one byte budget, stopping the moment it is spent, then lets SheetJS read the first
 * sheet into rows. SheetJS is loaded as the thread starts, so that a kept thread reads with it compiled.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { inflateRawSync } = require('node:zlib');
const { read, utils } = require(workerData.sheetjs);

function assertInflatesWithin(zip, budget) {
  let end = -1;
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 22 - 0xffff); offset--) {
    if (zip.readUInt32LE(offset) === 0x06054b50) { end = offset; break; }
  }
  if (end < 0) throw { kind: 'unsupported', message: 'The workbook is damaged (no zip directory).' };
  let cursor = zip.readUInt32LE(end + 16);
  let left = budget;
  for (let index = zip.readUInt16LE(end + 10); index > 0; index--) {
    if (cursor + 46 > zip.length || zip.readUInt32LE(cursor) !== 0x02014b50) throw { kind: 'unsupported', message: 'The workbook is damaged (bad zip directory).' };
    const method = zip.readUInt16LE(cursor + 10);
    const compressedSize = zip.readUInt32LE(cursor + 20);
    const local = zip.readUInt32LE(cursor + 42);
    cursor += 46 + zip.readUInt16LE(cursor + 28) + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw { kind: 'unsupported', message: 'The workbook is damaged (bad zip entry).' };
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    let size = data.length;
    if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (error) {
        if (error && error.code === 'ERR_BUFFER_TOO_LARGE') size = left + 1;
        else throw { kind: 'unsupported', message: 'The workbook is damaged (an entry does not inflate).' };
      }
    }
    left -= size;
    if (left < 0) throw { kind: 'unprocessable', message: 'The workbook expands to more than ' + Math.round(budget / 1024 / 1024) + ' MB, too large for a ' + Math.ceil(zip.length / 1024) + ' KB file.' };
  }
}

const isBlank = (cell) => cell === null || cell === undefined || String(cell).trim() === '';

// Only the asked columns travel back, each text cut to one character over its limit: one shared string
// in every cell would otherwise be copied whole, once per cell, into the main thread's heap.
function boundedCells(row, textLimits) {
  return textLimits.map((limit, column) => {
    const cell = row[utils.encode_col(column)];
    if (cell === undefined) return null;
    return typeof cell === 'string' && cell.length > limit ? cell.slice(0, limit + 1) : cell;
  });
}

// Every row of the sheet is read, however far down (a bound on the rows read would silently drop the
// ones below it); the zip's inflation budget, the thread's heap and the read's time bound the work.
// The range is the cells' own (nodim: a sheet's declared dimension may claim a million rows and 16,384
// columns), cut to the asked columns; rows blank there are skipped without being built.
function readRows({ content, kind, inflatedBytes, maxRows, textLimits }) {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (kind === 'xlsx') assertInflatesWithin(buffer, inflatedBytes);
  const rows = [];
  try {
    const workbook = read(buffer, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false, dense: true, nodim: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] || ''];
    if (!sheet || !sheet['!ref']) return rows;
    const last = utils.decode_range(sheet['!ref']).e.r;
    const range = { s: { r: 0, c: 0 }, e: { r: last, c: textLimits.length - 1 } };
    // Keyed by column letter: SheetJS numbers the rows (__rowNum__) of keyed rows only.
    for (const row of utils.sheet_to_json(sheet, { header: 'A', raw: true, blankrows: false, defval: null, range })) {
      if (Object.values(row).every(isBlank)) continue;
      rows.push({ number: row.__rowNum__ + 1, cells: boundedCells(row, textLimits) });
      if (rows.length >= maxRows) break;
    }
  } catch {
    throw { kind: 'unsupported', message: 'The file could not be read as an Excel workbook.' };
  }
  return rows;
}

parentPort.on('message', (file) => {
  try {
    parentPort.postMessage({ rows: readRows(file) });
  } catch (error) {
    parentPort.postMessage({ error: error && error.kind ? error : { kind: 'unsupported', message: 'The file could not be read as an Excel workbook.' } });
  }
});
`;

const isDate = (cell: Cell): cell is Date => cell !== null && typeof cell === 'object';

/** Dates come out of the structured clone as the receiving context's own, which a test runner's sandbox is not. */
function ownDates(row: SheetRow): SheetRow {
  return row.cells.some(isDate) ? { number: row.number, cells: row.cells.map((cell) => (isDate(cell) ? new Date(cell.getTime()) : cell)) } : row;
}

type ReaderMessage = { rows: SheetRow[]; error?: undefined } | { rows?: undefined; error: { kind: 'unsupported' | 'unprocessable'; message: string } };

/**
 * Reads a workbook's first sheet off the main thread, so a hostile file cannot stall the instance: a
 * worker with a heap limit, ended when a read takes longer than `limits.timeoutMs`. Starting a thread
 * and loading SheetJS in it cost more than reading 10,000 rows, so the thread is kept between reads
 * that follow each other (docs/performance.md), and ended once it has waited `limits.keepIdleMs`: its
 * isolate is not held all day for the few imports of a shift. A thread that failed or was ended is
 * never reused, and a read that finds the kept thread busy starts its own.
 */
export class WorkbookReader {
  private idle: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly limits: ReadLimits) {}

  /** Whether a thread is kept, waiting for the next read. */
  get keepsThread(): boolean {
    return this.idle !== undefined;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const thread = this.idle;
    this.idle = undefined;
    await thread?.terminate();
  }

  /**
   * The first sheet's rows that hold something in its first `textLimits.length` columns (at most
   * `maxRows`, the first ones), with their numbers on the sheet; its zip entries inflate to at most
   * `inflatedBytes` in all. A text longer than its column's limit arrives cut to one character more, so
   * the caller can refuse it without receiving all of it.
   */
  read(content: Buffer, kind: SpreadsheetKind, { maxRows, inflatedBytes, textLimits }: SheetBounds): Promise<SheetRow[]> {
    clearTimeout(this.idleTimer);
    const thread = this.idle ?? this.startThread();
    this.idle = undefined;
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void, reusable: boolean) => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        if (reusable && !this.idle) this.keep(thread);
        else void thread.terminate();
        outcome();
      };
      const onMessage = (message: ReaderMessage) =>
        settle(() => (message.rows ? resolve(message.rows.map(ownDates)) : reject(new DomainError(message.error.kind, message.error.message))), true);
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash of the reader: the file is what could not be read.
      const onFailure = () => settle(() => reject(new DomainError('unprocessable', 'The workbook is too large to read.')), false);
      const timer = setTimeout(
        () => settle(() => reject(new DomainError('unprocessable', 'The workbook takes too long to read; save it again or split it.')), false),
        this.limits.timeoutMs,
      );
      thread.on('message', onMessage).once('error', onFailure).once('exit', onFailure);
      const copy = new Uint8Array(content);
      thread.postMessage({ content: copy, kind, inflatedBytes, maxRows, textLimits }, [copy.buffer]);
    });
  }

  private keep(thread: Worker): void {
    this.idle = thread;
    this.idleTimer = setTimeout(() => {
      if (this.idle !== thread) return;
      this.idle = undefined;
      void thread.terminate();
    }, this.limits.keepIdleMs).unref();
  }

  private startThread(): Worker {
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { sheetjs: SHEETJS },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    // A kept thread waiting for work does not hold the process open; one that ends while waiting is dropped.
    thread.unref();
    thread.on('error', () => undefined);
    thread.once('exit', () => {
      if (this.idle === thread) this.idle = undefined;
    });
    return thread;
  }
}
