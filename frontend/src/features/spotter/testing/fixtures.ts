import type { SpotterTask } from '@dockflow/contracts';

export function aTask(overrides: Partial<SpotterTask> = {}): SpotterTask {
  return {
    id: 'task-1',
    shipmentId: null,
    tmpNumber: null,
    taskDescription: 'Move trailer 12 to door 2A',
    assignedTo: 'spotter-1',
    assigneeName: 'Sam Spotter',
    priority: 'normal',
    status: 'pending',
    completedAt: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}
