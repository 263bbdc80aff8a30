import { describe, expect, it } from '@jest/globals';
import type { ShipmentList } from '@dockflow/contracts';
import { aShipment } from '../../../test/fixtures';
import { applyShipmentChange } from './applyShipmentChange';

const firstPage = { page: 1, pageSize: 3 };

function listOf(...ids: number[]): ShipmentList {
  // Newest first: a higher id is a later check-in.
  const shipments = ids.map((id) =>
    aShipment({ id: `s${id}`, tmpNumber: `TMP-${id}`, createdAt: `2026-11-21T09:0${id}:00.000Z`, updatedAt: `2026-11-21T09:0${id}:00.000Z` }),
  );
  return { shipments, total: shipments.length };
}

describe('applyShipmentChange', () => {
  it('prepends a new shipment and counts it', () => {
    const list = listOf(2, 1);
    const arrived = aShipment({ id: 's3', createdAt: '2026-11-21T09:03:00.000Z', updatedAt: '2026-11-21T09:03:00.000Z' });

    applyShipmentChange(list, arrived, firstPage);

    expect(list.shipments.map((shipment) => shipment.id)).toEqual(['s3', 's2', 's1']);
    expect(list.total).toBe(3);
  });

  it('does not duplicate a shipment pushed twice (the sender’s own echo)', () => {
    const list = listOf(2, 1);
    const arrived = aShipment({ id: 's3', createdAt: '2026-11-21T09:03:00.000Z', updatedAt: '2026-11-21T09:03:00.000Z' });

    applyShipmentChange(list, arrived, firstPage);
    applyShipmentChange(list, { ...arrived }, firstPage);

    expect(list.shipments.map((shipment) => shipment.id)).toEqual(['s3', 's2', 's1']);
    expect(list.total).toBe(3);
  });

  it('replaces a listed shipment in place with its newer state', () => {
    const list = listOf(2, 1);
    const advanced = { ...list.shipments[1], status: 'loading' as const, progressPercentage: 35, updatedAt: '2026-11-21T10:00:00.000Z' };

    applyShipmentChange(list, advanced, firstPage);

    expect(list.shipments[1]).toEqual(advanced);
    expect(list.total).toBe(2);
  });

  it('ignores a push older than the state shown', () => {
    const list = listOf(1);
    const current = { ...list.shipments[0], progressPercentage: 40, updatedAt: '2026-11-21T10:00:00.000Z' };
    const late = { ...list.shipments[0], progressPercentage: 30, updatedAt: '2026-11-21T09:30:00.000Z' };

    applyShipmentChange(list, current, firstPage);
    applyShipmentChange(list, late, firstPage);

    expect(list.shipments[0].progressPercentage).toBe(40);
  });

  it('keeps a full page at its size', () => {
    const list = { ...listOf(3, 2, 1), total: 7 };
    const arrived = aShipment({ id: 's4', createdAt: '2026-11-21T09:04:00.000Z', updatedAt: '2026-11-21T09:04:00.000Z' });

    applyShipmentChange(list, arrived, firstPage);

    expect(list.shipments.map((shipment) => shipment.id)).toEqual(['s4', 's3', 's2']);
    expect(list.total).toBe(8);
  });

  it('leaves a full first page alone for an older shipment that is not on it', () => {
    const list = { ...listOf(5, 4, 3), total: 5 };
    const older = aShipment({ id: 's1', createdAt: '2026-11-21T09:01:00.000Z', updatedAt: '2026-11-21T11:00:00.000Z' });

    applyShipmentChange(list, older, firstPage);

    expect(list.shipments.map((shipment) => shipment.id)).toEqual(['s5', 's4', 's3']);
    expect(list.total).toBe(5);
  });

  it('adds nothing to later pages', () => {
    const list = listOf(2, 1);
    const arrived = aShipment({ id: 's9', createdAt: '2026-11-21T09:09:00.000Z' });

    applyShipmentChange(list, arrived, { page: 2, pageSize: 3 });

    expect(list.shipments).toHaveLength(2);
    expect(list.total).toBe(2);
  });
});
