import { Tag } from 'antd';
import type { Priority, SpotterTaskStatus } from '@dockflow/contracts';
import { PRIORITY_LABELS, TASK_STATUS_LABELS } from '../spotterTasks';

const PRIORITY_COLORS: Record<Priority, string> = { high: 'red', normal: 'blue', low: 'default' };
const STATUS_COLORS: Record<SpotterTaskStatus, string> = { pending: 'gold', in_progress: 'processing', completed: 'green' };

export function PriorityTag({ priority }: { priority: Priority }) {
  return <Tag color={PRIORITY_COLORS[priority]}>{PRIORITY_LABELS[priority]}</Tag>;
}

export function TaskStatusTag({ status }: { status: SpotterTaskStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{TASK_STATUS_LABELS[status]}</Tag>;
}

/** Marks the signed-in user's own tasks. */
export function OwnTaskTag() {
  return <Tag color="purple">Assigned to you</Tag>;
}
