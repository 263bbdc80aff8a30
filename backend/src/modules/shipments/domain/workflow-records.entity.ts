import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ContainerLoadingRecord = defineEntity({
  name: 'ContainerLoadingRecord',
  tableName: 'container_loading_records',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    shipmentId: p.uuid(),
    rowNumber: p.integer(),
    photoUrls: p.array().default([]),
    notes: p.text().nullable(),
    operatorId: p.uuid().nullable(),
    completedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type ContainerLoadingRecordRow = InferEntity<typeof ContainerLoadingRecord>;

export const OtrAssignment = defineEntity({
  name: 'OtrAssignment',
  tableName: 'otr_assignments',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    shipmentId: p.uuid(),
    otrDriverId: p.uuid().nullable(),
    forkliftOperatorId: p.uuid().nullable(),
    otrDoorAssignment: p.string().length(10).nullable(),
    instructions: p.text().nullable(),
    instructionsSent: p.boolean().default(false),
    sentAt: p.datetime().nullable(),
    driverOpenedAt: p.datetime().nullable(),
    forkliftOperatorOpenedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type OtrAssignmentRow = InferEntity<typeof OtrAssignment>;

export const CountConfirmation = defineEntity({
  name: 'CountConfirmation',
  tableName: 'count_confirmations',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    shipmentId: p.uuid(),
    poId: p.uuid(),
    expectedQuantity: p.integer().nullable(),
    actualQuantity: p.integer().nullable(),
    discrepancy: p.integer().nullable(),
    discrepancyFlag: p.boolean().default(false),
    confirmedBy: p.uuid().nullable(),
    confirmedAt: p.datetime().nullable(),
    notes: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
export type CountConfirmationRow = InferEntity<typeof CountConfirmation>;
