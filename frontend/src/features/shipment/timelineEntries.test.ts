import { describe, expect, it } from '@jest/globals';
import type { TimelineEntry } from '@dockflow/contracts';
import { aCheckedInPurchaseOrder, aPurchaseOrder, aShipment } from '../../test/fixtures';
import { shipmentChanges } from '../../test/pushes';
import { describeTimelineEntry } from './timelineEntries';

const names = (crewFunction: string, id: string | null | undefined) => `${crewFunction}:${id}`;

/** The type and details of one kind of entry (the union distributed, so each type keeps its own details). */
type EntryFacts<Entry = TimelineEntry> = Entry extends TimelineEntry ? Pick<Entry, 'type' | 'details'> : never;

function anEntry(facts: EntryFacts): TimelineEntry {
  return { id: 'e1', occurredAt: '2026-11-21T10:00:00.000Z', actorId: 'u1', actorName: 'Jane Doe', ...facts };
}

describe('timeline entries (docs/product.md §3.10, §11)', () => {
  it('labels and summarises the workflow events', () => {
    const purchaseOrders = [aPurchaseOrder({ poNumber: 'PO-1' }), aPurchaseOrder({ poNumber: 'PO-2' })];
    const checkedIn = anEntry({ type: 'ContainerCheckedIn', details: shipmentChanges.containerCheckedIn(aShipment(), purchaseOrders).details });
    expect(describeTimelineEntry(checkedIn, names)).toEqual({ label: 'Container checked in', summary: 'Door 1A · Dock A · POs PO-1, PO-2' });
    const checkedInDetails = shipmentChanges.containerCheckedIn(aShipment(), purchaseOrders).details;
    const rescheduled = anEntry({ type: 'ContainerCheckedIn', details: { ...checkedInDetails, changes: { containerDoor: { from: '2B', to: '1A' } } } });
    expect(describeTimelineEntry(rescheduled, names).summary).toBe('Door 1A · Dock A · POs PO-1, PO-2 · Changed from the schedule: Door: 2B → 1A');
    const truckIn = aCheckedInPurchaseOrder({ poNumber: 'PO-1', driverName: 'Sam', truckNumber: 'T-8', lateFeesOwed: '50.00' });
    const truck = anEntry({ type: 'TruckCheckedIn', details: shipmentChanges.truckCheckedIn(aShipment(), truckIn).details });
    expect(describeTimelineEntry(truck, names).summary).toBe('PO PO-1 · Sam · Blue T-8 · OTR-2 · Late fee $50.00');
    const count = anEntry({
      type: 'CountConfirmed',
      details: { confirmationId: 'c1', purchaseOrderId: 'po-1', poNumber: 'PO-1', expectedQuantity: 40, actualQuantity: 38, discrepancy: -2 },
    });
    expect(describeTimelineEntry(count, names).summary).toBe('PO PO-1 · expected 40, counted 38 · Shortage (\u22122)');
    const row = anEntry({ type: 'LoadingRowRecorded', details: { rowNumber: 7, rowsRecorded: 7, progressPercentage: 65 } });
    expect(describeTimelineEntry(row, names).summary).toBe('Row 7 · 7 of 20 rows · 65%');
    const noted = anEntry({ type: 'LoadingRowRecorded', details: { rowNumber: 8, rowsRecorded: 8, progressPercentage: 70, notes: 'Pallet 3 rewrapped' } });
    expect(describeTimelineEntry(noted, names).summary).toBe('Row 8 · 8 of 20 rows · 70% · Notes: Pallet 3 rewrapped');
    const crew = anEntry({ type: 'CrewAssigned', details: { assignmentId: 'a1', otrDriverId: 'd1', forkliftOperatorId: 'f1', otrDoorAssignment: 'OTR-3' } });
    expect(describeTimelineEntry(crew, names).summary).toBe('OTR driver otr_driver:d1 · forklift forklift_operator:f1 · OTR-3');
  });

  it('lists what an edit changed', () => {
    const entry = anEntry({ type: 'ShipmentDetailsEdited', details: { changes: { containerDoor: { from: '1A', to: '2B' }, sealNumber: { from: null, to: 'S-1' } } } });
    expect(describeTimelineEntry(entry, names)).toEqual({ label: 'Details edited', summary: 'Door: 1A → 2B; Seal: — → S-1' });
  });

  it('names an event it does not know from its type', () => {
    // As a newer server may send it: a type this client's catalog does not have.
    const unknown: TimelineEntry = JSON.parse('{"id":"e9","type":"PalletsRewrapped","occurredAt":"2026-11-21T10:00:00.000Z","actorId":null,"actorName":"System","details":{}}');
    expect(describeTimelineEntry(unknown, names)).toEqual({ label: 'Pallets rewrapped' });
  });
});
