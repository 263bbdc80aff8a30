import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PRIORITIES, SPOTTER_TASK_STATUSES } from '@dockflow/contracts';

export const SpotterTask = defineEntity({
  name: 'SpotterTask',
  tableName: 'spotter_tasks',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    shipmentId: p.uuid().nullable(),
    taskDescription: p.text(),
    assignedTo: p.uuid().nullable(),
    priority: p.enum(PRIORITIES).default('normal'),
    status: p.enum(SPOTTER_TASK_STATUSES).default('pending'),
    completedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type SpotterTaskRow = InferEntity<typeof SpotterTask>;
