import { LOADING_ROWS_PER_CONTAINER, type LoadingRow } from '@dockflow/contracts';

/** Row numbers 1 to 20. */
export const ROW_NUMBERS = Array.from({ length: LOADING_ROWS_PER_CONTAINER }, (_, index) => index + 1);

/**
 * The row to record next: the first one not recorded after `after` (wrapping round to row 1),
 * or the first one not recorded at all; undefined when every row is.
 */
export function nextRowToLoad(rows: readonly Pick<LoadingRow, 'rowNumber'>[], after = 0): number | undefined {
  const recorded = new Set(rows.map((row) => row.rowNumber));
  const open = ROW_NUMBERS.filter((rowNumber) => !recorded.has(rowNumber));
  return open.find((rowNumber) => rowNumber > after) ?? open[0];
}
