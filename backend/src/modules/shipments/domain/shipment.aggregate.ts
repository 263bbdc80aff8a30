import { AggregateRoot } from '@nestjs/cqrs';
import { CONTAINER_CHECKIN_PROGRESS, shipmentStatusLabel, type WorkflowStep } from '@dockflow/contracts';
import { DomainError } from '../../../common/domain-error.js';
import type { ShipmentRecord } from './shipment.entity.js';
import { toShipmentView } from './shipment-view.js';
import { ContainerCheckedIn, type ShipmentEvent } from './shipment.events.js';

export interface ContainerDetails {
  containerDoor: string;
  dockLocation: string;
  floorLeadId: string | null;
  sealNumber: string | null;
  tempRecorderId: string | null;
  estimatedCompletion: Date | null;
  notes: string | null;
}

/** The shipment and the workflow rules it enforces on itself (DECISIONS 1). */
export class ShipmentAggregate extends AggregateRoot<ShipmentEvent> {
  constructor(readonly record: ShipmentRecord) {
    super();
  }

  /** Container check-in creates the shipment or advances a pending (imported) one. */
  checkInContainer(details: ContainerDetails, poNumbers: string[], actorId: string, now: Date): void {
    this.expectStep('pending', 'container check-in');
    Object.assign(this.record, details);
    this.moveTo('container_checkin', now);
    this.record.progressPercentage = Math.max(this.record.progressPercentage, CONTAINER_CHECKIN_PROGRESS);
    this.record.updatedAt = now;
    this.apply(new ContainerCheckedIn(toShipmentView(this.record), actorId, now, poNumbers));
  }

  private expectStep(expected: WorkflowStep, action: string): void {
    const current = this.record.workflowStep;
    if (current !== expected) {
      throw new DomainError(
        'conflict',
        `Shipment ${this.record.tmpNumber} is at ${shipmentStatusLabel(current)}; ${action} expects ${shipmentStatusLabel(expected)}.`,
        'WORKFLOW_CONFLICT',
      );
    }
  }

  /** Moves the workflow; the shown status stays `delayed` while the ETA has passed. */
  private moveTo(step: WorkflowStep, now: Date): void {
    this.record.workflowStep = step;
    const eta = this.record.estimatedCompletion;
    const overdue = step !== 'completed' && eta != null && eta.getTime() < now.getTime();
    this.record.status = overdue ? 'delayed' : step;
  }
}
