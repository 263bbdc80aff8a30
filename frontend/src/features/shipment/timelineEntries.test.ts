import { describe, expect, it } from '@jest/globals';
import type { TimelineEntry } from '@dockflow/contracts';
import { describeTimelineEntry } from './timelineEntries';

const names = (crewFunction: string, id: string | null | undefined) => `${crewFunction}:${id}`;

function anEntry(type: string, details: TimelineEntry['details']): TimelineEntry {
  return { id: 'e1', type, occurredAt: '2026-11-21T10:00:00.000Z', actorId: 'u1', actorName: 'Jane Doe', details };
}

describe('timeline entries (docs/product.md §3.10, §11)', () => {
  it('labels and summarises the workflow events', () => {
    expect(describeTimelineEntry(anEntry('ContainerCheckedIn', { containerDoor: '1A', dockLocation: 'Dock A', poNumbers: ['PO-1', 'PO-2'] }), names)).toEqual({
      label: 'Container checked in',
      summary: 'Door 1A · Dock A · POs PO-1, PO-2',
    });
    expect(
      describeTimelineEntry(
        anEntry('TruckCheckedIn', { poNumber: 'PO-1', driverName: 'Sam', truckColor: 'Blue', truckNumber: 'T-8', otrDoor: 'OTR-2', lateFeesOwed: '50.00' }),
        names,
      ).summary,
    ).toBe('PO PO-1 · Sam · Blue T-8 · OTR-2 · Late fee $50.00');
    expect(describeTimelineEntry(anEntry('CountConfirmed', { poNumber: 'PO-1', expectedQuantity: 40, actualQuantity: 38, discrepancy: -2 }), names).summary).toBe(
      'PO PO-1 · expected 40, counted 38 · Shortage (\u22122)',
    );
    expect(describeTimelineEntry(anEntry('LoadingRowRecorded', { rowNumber: 7, rowsRecorded: 7, progressPercentage: 65 }), names).summary).toBe(
      'Row 7 · 7 of 20 rows · 65%',
    );
    expect(describeTimelineEntry(anEntry('CrewAssigned', { otrDriverId: 'd1', forkliftOperatorId: 'f1', otrDoorAssignment: 'OTR-3' }), names).summary).toBe(
      'OTR driver otr_driver:d1 · forklift forklift_operator:f1 · OTR-3',
    );
  });

  it('lists what an edit changed', () => {
    const entry = anEntry('ShipmentDetailsEdited', { changes: { containerDoor: { from: '1A', to: '2B' }, sealNumber: { from: null, to: 'S-1' } } });
    expect(describeTimelineEntry(entry, names)).toEqual({ label: 'Details edited', summary: 'Door: 1A → 2B; Seal: — → S-1' });
  });

  it('names an event it does not know from its type', () => {
    expect(describeTimelineEntry(anEntry('PalletsRewrapped', {}), names)).toEqual({ label: 'Pallets rewrapped' });
  });
});
