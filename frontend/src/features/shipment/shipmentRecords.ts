import { LOADING_ROWS_PER_CONTAINER, type LoadingRow } from '@dockflow/contracts';

const MINUS = '\u2212';

/** docs/product.md §3.7: positive is Overage, negative is Shortage; zero with both quantities positive is a Perfect Count. */
export function discrepancyLabel({ expectedQuantity, actualQuantity, discrepancy }: { expectedQuantity: number; actualQuantity: number; discrepancy: number }): string {
  if (discrepancy > 0) return `Overage (+${discrepancy})`;
  if (discrepancy < 0) return `Shortage (${MINUS}${Math.abs(discrepancy)})`;
  return expectedQuantity > 0 && actualQuantity > 0 ? 'Perfect Count' : 'No discrepancy';
}

export interface LoadingCell {
  rowNumber: number;
  /** When the row was loaded; undefined while it is not. */
  completedAt?: string;
}

/** docs/product.md §16.2: the 20 rows of a container, the recorded ones with their time. */
export function loadingCells(rows: readonly LoadingRow[]): LoadingCell[] {
  const recorded = new Map(rows.map((row) => [row.rowNumber, row.completedAt]));
  return Array.from({ length: LOADING_ROWS_PER_CONTAINER }, (_, index) => ({ rowNumber: index + 1, completedAt: recorded.get(index + 1) }));
}
