import { neutraliseFormula, type CompletedLoad, type CompletedLoadPurchaseOrder } from '@dockflow/contracts';
import { toSiteDateTimeInput } from '../../lib/siteTime';

export type EfficiencyTone = 'green' | 'gold' | 'red';

/** docs/product.md §16.3: the efficiency badge is green at 90 or more, yellow at 75 or more, else red. */
export function efficiencyTone(score: number): EfficiencyTone {
  if (score >= 90) return 'green';
  return score >= 75 ? 'gold' : 'red';
}

/** docs/product.md §3.7: a count's result in words. */
export function countResult(count: CompletedLoadPurchaseOrder['count']): string {
  if (!count || count.actualQuantity === null) return 'Not counted';
  const discrepancy = count.discrepancy ?? 0;
  const found = `${count.actualQuantity} of ${count.expectedQuantity ?? '?'}`;
  if (discrepancy > 0) return `${found} (Overage +${discrepancy})`;
  if (discrepancy < 0) return `${found} (Shortage \u2212${-discrepancy})`;
  return `${found} (Perfect Count)`;
}

/** The columns of the copied row, in order (docs/decisions.md, "Completed loads"). */
export const LOAD_ROW_COLUMNS = [
  'TMP Number',
  'Container Door',
  'Dock',
  'Seal Number',
  'Completed',
  'PO Numbers',
  'Pieces',
  'Pallets',
  'Net Weight (lbs)',
  'Gross Weight (lbs)',
  'Drivers',
  'Trucks',
  'Truck Check-In',
  'Released',
  'Counted',
  'Discrepancy',
  'Late Fees',
  'Loading Started',
  'Loading Finished',
  'Loading Minutes',
  'Efficiency Score',
] as const;

/** A site time a spreadsheet reads as a date: "2026-11-21 08:00" on the site's clock. */
const siteTimeCell = (iso: string | null | undefined) => toSiteDateTimeInput(iso).replace('T', ' ');

const joined = (values: (string | null | undefined)[]) => [...new Set(values.filter(Boolean))].join(', ');

function earliest(times: (string | null)[]): string | null {
  return times.filter((time): time is string => time !== null).sort()[0] ?? null;
}

/** Text people typed or imported, which a spreadsheet must show and never run as a formula. */
const typed = (value: string | null | undefined) => neutraliseFormula(value ?? '');

/**
 * The load as one tab-separated row for the accounting tool: pasted into a spreadsheet it fills one
 * row, a cell per column of LOAD_ROW_COLUMNS. Numbers are plain (no units, no thousands separators),
 * times are the site's wall clock, the POs' figures are summed and their names joined with commas.
 * Typed text starting as a formula would (=, +, -, @) gets a leading apostrophe, as in the export.
 */
export function loadSummaryRow(load: CompletedLoad): string {
  const pos = load.purchaseOrders;
  const counted = pos.filter((po) => po.count?.actualQuantity != null);
  const released = pos.map((po) => po.releasedAt);
  const cells: (string | number | null)[] = [
    typed(load.tmpNumber),
    load.containerDoor,
    load.dockLocation,
    typed(load.sealNumber),
    siteTimeCell(load.completedAt),
    typed(joined(pos.map((po) => po.poNumber))),
    load.totals.pieces,
    load.totals.pallets,
    load.totals.netWeight,
    load.totals.grossWeight,
    typed(joined(pos.map((po) => po.driverName))),
    typed(joined(pos.map((po) => [po.truckColor, po.truckNumber].filter(Boolean).join(' ')))),
    siteTimeCell(earliest(pos.map((po) => po.checkInTime))),
    released.every(Boolean) ? siteTimeCell(released.filter((time): time is string => time !== null).sort().at(-1)) : '',
    counted.length ? counted.reduce((sum, po) => sum + (po.count?.actualQuantity ?? 0), 0) : '',
    counted.length ? counted.reduce((sum, po) => sum + (po.count?.discrepancy ?? 0), 0) : '',
    load.totals.lateFees,
    siteTimeCell(load.loadingStartedAt),
    siteTimeCell(load.loadingFinishedAt),
    load.loadingMinutes,
    load.efficiencyScore,
  ];
  return cells.map((cell) => String(cell ?? '').replace(/[\t\r\n]+/g, ' ')).join('\t');
}
