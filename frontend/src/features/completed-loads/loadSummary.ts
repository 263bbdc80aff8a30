import type { CompletedLoad } from '@dockflow/contracts';
import { formatDuration, formatMoney, truckLabel } from '../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../lib/format';

export type EfficiencyTone = 'green' | 'gold' | 'red';

/** docs/product.md §16.3: the efficiency badge is green at 90 or more, yellow at 75 or more, else red. */
export function efficiencyTone(score: number): EfficiencyTone {
  if (score >= 90) return 'green';
  return score >= 75 ? 'gold' : 'red';
}

type Line = [label: string, value: string | number | null | undefined];

const lines = (entries: Line[]) => entries.map(([label, value]) => `${label}: ${value ?? NOT_SET}`);

/**
 * The card as plain text for the accounting tool: one 'Label: value' field per line; each PO's
 * fields, then the totals, blank lines between the parts. Weights are the raw pounds with 2 decimals.
 */
export function loadSummaryText(load: CompletedLoad): string {
  const shipment = lines([
    ['Shipment', load.tmpNumber],
    ['Container Door', load.containerDoor],
    ['Dock', load.dockLocation],
    ['Seal Number', load.sealNumber],
    ['Completed', formatDateTime(load.completedAt)],
  ]);
  const purchaseOrders = load.purchaseOrders.map((po) =>
    lines([
      ['PO Number', po.poNumber],
      ['Pieces', po.pieces],
      ['Pallets', po.pallets],
      ['Net Weight (lbs)', po.netWeight],
      ['Gross Weight (lbs)', po.grossWeight],
      ['Driver', po.driverName],
      ['Truck', truckLabel(po.truckColor, po.truckNumber)],
      ['Late Fee', formatMoney(po.lateFeesOwed)],
    ]),
  );
  const totals = lines([
    ['Total Pieces', load.totals.pieces],
    ['Total Pallets', load.totals.pallets],
    ['Total Net Weight (lbs)', load.totals.netWeight],
    ['Total Gross Weight (lbs)', load.totals.grossWeight],
    ['Total Late Fees', formatMoney(load.totals.lateFees)],
    ['Loading Time', formatDuration(load.loadingMinutes)],
    ['Efficiency Score', load.efficiencyScore],
  ]);
  return [shipment, ...purchaseOrders, totals].map((part) => part.join('\n')).join('\n\n');
}
