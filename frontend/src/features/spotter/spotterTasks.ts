import type { Priority, SpotterTask, SpotterTaskStatus } from '@dockflow/contracts';

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', normal: 'Normal', high: 'High' };
export const TASK_STATUS_LABELS: Record<SpotterTaskStatus, string> = { pending: 'Pending', in_progress: 'In Progress', completed: 'Completed' };

/** How far a task has got: a task only moves forward (pending, in progress, completed). */
const STATUS_PROGRESS: Record<SpotterTaskStatus, number> = { pending: 0, in_progress: 1, completed: 2 };
/** The server's order: what is being done, then what waits, then what is done. */
const STATUS_ORDER: Record<SpotterTaskStatus, number> = { in_progress: 0, pending: 1, completed: 2 };
const PRIORITY_ORDER: Record<Priority, number> = { high: 0, normal: 1, low: 2 };

/** GET /api/spotter-tasks' order: the viewer's own first, then by status, priority high first, newest first. */
export function compareTasks(viewerId: string) {
  const own = (task: SpotterTask) => (task.assignedTo === viewerId ? 0 : 1);
  return (first: SpotterTask, second: SpotterTask) =>
    own(first) - own(second) ||
    STATUS_ORDER[first.status] - STATUS_ORDER[second.status] ||
    PRIORITY_ORDER[first.priority] - PRIORITY_ORDER[second.priority] ||
    Date.parse(second.createdAt) - Date.parse(first.createdAt);
}

/**
 * Applies a pushed task to the cached list, in place: replaced or added, then kept in the server's
 * order. A push that would move a task back (a late delivery) is ignored.
 */
export function upsertTask(tasks: SpotterTask[], task: SpotterTask, viewerId: string): void {
  const listed = tasks.findIndex((candidate) => candidate.id === task.id);
  if (listed >= 0) {
    if (STATUS_PROGRESS[task.status] < STATUS_PROGRESS[tasks[listed].status]) return;
    tasks[listed] = task;
  } else {
    tasks.push(task);
  }
  tasks.sort(compareTasks(viewerId));
}

export interface TaskSummary {
  pending: number;
  inProgress: number;
  completed: number;
  /** docs/product.md §2.13: high-priority tasks not yet completed. */
  highPriority: number;
}

export function summarizeTasks(tasks: readonly SpotterTask[]): TaskSummary {
  const withStatus = (status: SpotterTaskStatus) => tasks.filter((task) => task.status === status).length;
  return {
    pending: withStatus('pending'),
    inProgress: withStatus('in_progress'),
    completed: withStatus('completed'),
    highPriority: tasks.filter((task) => task.priority === 'high' && task.status !== 'completed').length,
  };
}
