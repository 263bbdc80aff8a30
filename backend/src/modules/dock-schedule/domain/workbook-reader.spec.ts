import { setTimeout as sleep } from 'node:timers/promises';
import { utils, write } from 'xlsx';
import { WorkbookReader } from './workbook-reader.js';

const KEEP_MS = 1_000;

function workbook(rows: (string | number | null)[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('WorkbookReader', () => {
  const reader = new WorkbookReader({ timeoutMs: 20_000, heapMb: 128, keepIdleMs: KEEP_MS });
  const read = async (rows: (string | number | null)[][], maxRows = 100) =>
    (await reader.read(workbook(rows), 'xlsx', { maxRows, inflatedBytes: 10_000_000, textLimits: [20] })).map(({ number, cells }) => [number, ...cells]);
  afterAll(() => reader.close());

  it('starts its thread for the first read, keeps it for the next, and ends it once it has waited long enough', async () => {
    expect(reader.keepsThread).toBe(false);
    expect(await read([['TMP Number'], ['TMP-1']])).toEqual([[1, 'TMP Number'], [2, 'TMP-1']]);
    expect(reader.keepsThread).toBe(true);

    await sleep(KEEP_MS / 2);
    expect(await read([['TMP Number'], ['TMP-2']])).toEqual([[1, 'TMP Number'], [2, 'TMP-2']]);
    await sleep(KEEP_MS / 2); // KEEP_MS since the first read, half of it since the second
    expect(reader.keepsThread).toBe(true);

    await sleep(KEEP_MS);
    expect(reader.keepsThread).toBe(false);
    expect(await read([['TMP Number'], [42]])).toEqual([[1, 'TMP Number'], [2, 42]]);
  });

  it('returns only the asked columns, each text cut to one character over its limit', async () => {
    const rows = await reader.read(workbook([['A', 'B', 'C'], ['x'.repeat(30_000), 'kept', 'dropped'], ['short']]), 'xlsx', {
      maxRows: 100,
      inflatedBytes: 10_000_000,
      textLimits: [5, 10],
    });
    expect(rows.map((row) => row.cells)).toEqual([['A', 'B'], ['xxxxxx', 'kept'], ['short', null]]);
  });

  it('reads rows however far down the sheet they lie, numbered as on the sheet, skipping blank ones', async () => {
    const sheet: (string | null)[][] = [['TMP Number'], ['TMP-1'], ['   ']];
    sheet[29_999] = ['TMP-2'];
    expect(await read(sheet)).toEqual([[1, 'TMP Number'], [2, 'TMP-1'], [30_000, 'TMP-2']]);
  });

  it('returns at most maxRows rows, the first ones', async () => {
    expect(await read([['TMP Number'], ['TMP-1'], ['TMP-2'], ['TMP-3']], 3)).toEqual([[1, 'TMP Number'], [2, 'TMP-1'], [3, 'TMP-2']]);
  });
});
