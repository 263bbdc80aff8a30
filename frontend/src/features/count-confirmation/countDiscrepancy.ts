export type DiscrepancyLabel = 'Overage' | 'Shortage' | 'Perfect Count';

export interface CountDiscrepancy {
  /** Actual minus expected (docs/product.md §3.7). */
  discrepancy: number;
  /** Positive is an Overage, negative a Shortage; zero with both quantities positive a Perfect Count. */
  label: DiscrepancyLabel | null;
}

export function classifyCount(expected: number, actual: number): CountDiscrepancy {
  const discrepancy = actual - expected;
  if (discrepancy > 0) return { discrepancy, label: 'Overage' };
  if (discrepancy < 0) return { discrepancy, label: 'Shortage' };
  return { discrepancy, label: expected > 0 && actual > 0 ? 'Perfect Count' : null };
}

/** The discrepancy of a count being entered, or null until both quantities are known. */
export function countDiscrepancy(expected: number | null | undefined, actual: number | null | undefined): CountDiscrepancy | null {
  return typeof expected === 'number' && typeof actual === 'number' ? classifyCount(expected, actual) : null;
}

/** "Overage of 2", "Shortage of 3", "Perfect Count". */
export function describeDiscrepancy({ discrepancy, label }: CountDiscrepancy): string {
  if (!label) return 'No discrepancy';
  return discrepancy === 0 ? label : `${label} of ${Math.abs(discrepancy)}`;
}
