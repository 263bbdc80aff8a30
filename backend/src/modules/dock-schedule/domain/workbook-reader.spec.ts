import { setTimeout as sleep } from 'node:timers/promises';
import { utils, write } from 'xlsx';
import { WorkbookReader } from './workbook-reader.js';

const KEEP_MS = 1_000;

function workbook(rows: (string | number)[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('WorkbookReader', () => {
  const reader = new WorkbookReader({ timeoutMs: 20_000, heapMb: 128, keepIdleMs: KEEP_MS });
  const read = (rows: (string | number)[][]) => reader.read(workbook(rows), 'xlsx', { maxRows: 100, inflatedBytes: 10_000_000, textLimits: [20] });
  afterAll(() => reader.close());

  it('starts its thread for the first read, keeps it for the next, and ends it once it has waited long enough', async () => {
    expect(reader.keepsThread).toBe(false);
    expect(await read([['TMP Number'], ['TMP-1']])).toEqual([['TMP Number'], ['TMP-1']]);
    expect(reader.keepsThread).toBe(true);

    await sleep(KEEP_MS / 2);
    expect(await read([['TMP Number'], ['TMP-2']])).toEqual([['TMP Number'], ['TMP-2']]);
    await sleep(KEEP_MS / 2); // KEEP_MS since the first read, half of it since the second
    expect(reader.keepsThread).toBe(true);

    await sleep(KEEP_MS);
    expect(reader.keepsThread).toBe(false);
    expect(await read([['TMP Number'], [42]])).toEqual([['TMP Number'], [42]]);
  });

  it('returns only the asked columns, each text cut to one character over its limit', async () => {
    const rows = await reader.read(workbook([['A', 'B', 'C'], ['x'.repeat(30_000), 'kept', 'dropped'], ['short']]), 'xlsx', {
      maxRows: 100,
      inflatedBytes: 10_000_000,
      textLimits: [5, 10],
    });
    expect(rows).toEqual([['A', 'B'], ['xxxxxx', 'kept'], ['short', null]]);
  });
});
