import { describe, expect, it } from '@jest/globals';
import type { WorkflowStep } from '@dockflow/contracts';
import { aShipment } from '../test/fixtures';
import { applyToShipmentsAtSteps } from './shipmentsAtSteps';

const BOL_STEPS: readonly WorkflowStep[] = ['truck_checkin', 'bol_entry'];

const atTruckCheckIn = (id: number, minute = id) =>
  aShipment({
    id: `s${id}`,
    status: 'truck_checkin',
    workflowStep: 'truck_checkin',
    createdAt: `2026-11-21T09:0${minute}:00.000Z`,
    updatedAt: `2026-11-21T09:0${minute}:00.000Z`,
  });

describe('applyToShipmentsAtSteps', () => {
  it('adds a shipment that reached one of the steps, where it sorts', () => {
    const list = [atTruckCheckIn(3), atTruckCheckIn(1)];

    applyToShipmentsAtSteps(list, atTruckCheckIn(2), BOL_STEPS);

    expect(list.map((shipment) => shipment.id)).toEqual(['s3', 's2', 's1']);
  });

  it('keeps a delayed shipment whose workflow step is one of the steps', () => {
    const list = [atTruckCheckIn(1)];
    const delayed = { ...atTruckCheckIn(2), status: 'delayed' as const };

    applyToShipmentsAtSteps(list, delayed, BOL_STEPS);

    expect(list.map((shipment) => shipment.id)).toEqual(['s2', 's1']);
  });

  it('replaces a listed shipment, and removes one that moved on', () => {
    const list = [atTruckCheckIn(2), atTruckCheckIn(1)];
    const paperworkDone = { ...list[0], status: 'bol_entry' as const, workflowStep: 'bol_entry' as const, updatedAt: '2026-11-21T10:00:00.000Z' };
    const crewAssigned = { ...list[1], status: 'loading' as const, workflowStep: 'loading' as const, updatedAt: '2026-11-21T10:00:00.000Z' };

    applyToShipmentsAtSteps(list, paperworkDone, BOL_STEPS);
    applyToShipmentsAtSteps(list, crewAssigned, BOL_STEPS);

    expect(list).toEqual([paperworkDone]);
  });

  it('ignores a push older than the state shown, and shipments at other steps', () => {
    const current = { ...atTruckCheckIn(1), updatedAt: '2026-11-21T10:00:00.000Z' };
    const list = [current];

    applyToShipmentsAtSteps(list, { ...current, status: 'loading', workflowStep: 'loading', updatedAt: '2026-11-21T09:30:00.000Z' }, BOL_STEPS);
    applyToShipmentsAtSteps(list, aShipment({ id: 's9', status: 'container_checkin', workflowStep: 'container_checkin' }), BOL_STEPS);

    expect(list).toEqual([current]);
  });
});
