import { describe, expect, it } from '@jest/globals';
import { aLoadingRow } from '../../test/fixtures';
import { nextRowToLoad } from './loadingRows';

const rowsNumbered = (...numbers: number[]) => numbers.map((rowNumber) => aLoadingRow(rowNumber));

describe('loading rows', () => {
  it('goes on with the next row not yet recorded, wrapping round', () => {
    expect(nextRowToLoad([])).toBe(1);
    expect(nextRowToLoad(rowsNumbered(1, 2, 4), 2)).toBe(3);
    expect(nextRowToLoad(rowsNumbered(1, 2, 3, 4), 4)).toBe(5);
    expect(nextRowToLoad(rowsNumbered(2, 20), 20)).toBe(1);
    expect(nextRowToLoad(rowsNumbered(...Array.from({ length: 20 }, (_, index) => index + 1)))).toBeUndefined();
  });
});
