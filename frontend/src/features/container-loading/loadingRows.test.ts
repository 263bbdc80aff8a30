import { describe, expect, it } from '@jest/globals';
import { aLoadingRow } from '../workflow-shared/testing/fixtures';
import { loadingProgress, nextRowToLoad, withRow } from './loadingRows';

const rowsNumbered = (...numbers: number[]) => numbers.map((rowNumber) => aLoadingRow(rowNumber));

describe('loading rows', () => {
  it('shows progress as completed rows / 20 x 100', () => {
    expect(loadingProgress([])).toBe(0);
    expect(loadingProgress(rowsNumbered(1, 2, 3, 7))).toBe(20);
    expect(loadingProgress(rowsNumbered(...Array.from({ length: 20 }, (_, index) => index + 1)))).toBe(100);
  });

  it('goes on with the next row not yet recorded, wrapping round', () => {
    expect(nextRowToLoad([])).toBe(1);
    expect(nextRowToLoad(rowsNumbered(1, 2, 4), 2)).toBe(3);
    expect(nextRowToLoad(rowsNumbered(1, 2, 3, 4), 4)).toBe(5);
    expect(nextRowToLoad(rowsNumbered(2, 20), 20)).toBe(1);
    expect(nextRowToLoad(rowsNumbered(...Array.from({ length: 20 }, (_, index) => index + 1)))).toBeUndefined();
  });

  it('records a row once, in row order', () => {
    const rows = withRow(rowsNumbered(1, 5), aLoadingRow(3));
    expect(rows.map((row) => row.rowNumber)).toEqual([1, 3, 5]);
    expect(withRow(rows, aLoadingRow(3, { notes: 'again' }))).toHaveLength(3);
  });
});
