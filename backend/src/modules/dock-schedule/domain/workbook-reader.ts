import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../../common/domain-error.js';
import type { SpreadsheetKind } from './spreadsheet-guard.js';

export type Cell = string | number | boolean | Date | null;

/** What one read may cost: time, and heap of the thread that reads. */
export interface ReadLimits {
  /** Bytes all zip entries may inflate to, counted while inflating (the directory may lie). */
  inflatedBytes: number;
  timeoutMs: number;
  heapMb: number;
}

const SHEETJS = createRequire(import.meta.url).resolve('xlsx');

/**
 * Runs in a worker thread (CommonJS, given as source): inflates every zip entry of an .xlsx against
 * one byte budget, stopping the moment it is spent, then lets SheetJS read the first sheet into rows.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { inflateRawSync } = require('node:zlib');
const { content, kind, inflatedBytes, maxRows } = workerData;

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

try {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (kind === 'xlsx') assertInflatesWithin(buffer, inflatedBytes);
  // Loaded only once the file has passed: a hostile one is refused without waiting for SheetJS to load.
  const { read, utils } = require(workerData.sheetjs);
  let rows;
  try {
    const workbook = read(buffer, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false, sheetRows: maxRows, dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] || ''];
    rows = sheet ? utils.sheet_to_json(sheet, { header: 1, raw: true, blankrows: true, defval: null }) : [];
  } catch {
    throw { kind: 'unsupported', message: 'The file could not be read as an Excel workbook.' };
  }
  parentPort.postMessage({ rows });
} catch (error) {
  parentPort.postMessage({ error: error && error.kind ? error : { kind: 'unsupported', message: 'The file could not be read as an Excel workbook.' } });
}
`;

/** Dates come out of the structured clone as the receiving context's own, which a test runner's sandbox is not. */
function ownDates(row: Cell[]): Cell[] {
  return row.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(cell.getTime()) : cell));
}

/**
 * Reads the first sheet's rows (at most `maxRows`) off the main thread, so a hostile file cannot stall
 * the instance: a worker with a heap limit, ended when it takes longer than `limits.timeoutMs`.
 */
export function readSheetRows(content: Buffer, kind: SpreadsheetKind, maxRows: number, limits: ReadLimits): Promise<Cell[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { sheetjs: SHEETJS, content: new Uint8Array(content), kind, inflatedBytes: limits.inflatedBytes, maxRows },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new DomainError('unprocessable', 'The workbook takes too long to read; save it again or split it.'))), limits.timeoutMs);
    worker.once('message', (message: { rows?: Cell[][]; error?: { kind: 'unsupported' | 'unprocessable'; message: string } }) =>
      settle(() => (message.rows ? resolve(message.rows.map(ownDates)) : reject(new DomainError(message.error!.kind, message.error!.message)))),
    );
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash of the reader: the file is what could not be read.
    worker.once('error', () => settle(() => reject(new DomainError('unprocessable', 'The workbook is too large to read.'))));
    worker.once('exit', () => settle(() => reject(new DomainError('unprocessable', 'The workbook is too large to read.'))));
  });
}
