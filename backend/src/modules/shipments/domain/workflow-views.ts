import type { CountConfirmationView, LoadingRow, OtrAssignment } from '@dockflow/contracts';
import type { ContainerLoadingRecordRow, CountConfirmationRow, OtrAssignmentRow } from './workflow-records.entity.js';

export function toOtrAssignmentView(row: OtrAssignmentRow): OtrAssignment {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    otrDriverId: row.otrDriverId ?? null,
    forkliftOperatorId: row.forkliftOperatorId ?? null,
    otrDoorAssignment: row.otrDoorAssignment ?? null,
    instructions: row.instructions ?? null,
    instructionsSent: row.instructionsSent,
    sentAt: row.sentAt?.toISOString() ?? null,
    driverOpenedAt: row.driverOpenedAt?.toISOString() ?? null,
    forkliftOperatorOpenedAt: row.forkliftOperatorOpenedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCountConfirmationView(row: CountConfirmationRow): CountConfirmationView {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    poId: row.poId,
    expectedQuantity: row.expectedQuantity ?? 0,
    actualQuantity: row.actualQuantity ?? 0,
    discrepancy: row.discrepancy ?? 0,
    discrepancyFlag: row.discrepancyFlag,
    confirmedBy: row.confirmedBy ?? null,
    confirmedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
    notes: row.notes ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLoadingRowView(row: ContainerLoadingRecordRow): LoadingRow {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    rowNumber: row.rowNumber,
    notes: row.notes ?? null,
    operatorId: row.operatorId ?? null,
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
