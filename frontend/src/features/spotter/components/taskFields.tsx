import { Typography } from 'antd';
import type { SpotterTask } from '@dockflow/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import { TaskActions } from './TaskActions';
import { OwnTaskTag, PriorityTag, TaskStatusTag } from './TaskTags';

/** What the task table and the phone's task cards need to know about the viewer. */
export interface TaskViewer {
  isOwn: (task: SpotterTask) => boolean;
  /** Why the viewer may not update the task (docs/product.md §3.9, §6.4), or undefined. */
  updateBlockedReason: (task: SpotterTask) => string | undefined;
}

export interface TaskField {
  key: string;
  title: string;
  render: (task: SpotterTask) => ReactNode;
}

/** The task fields in the order the table's columns and a card's lines show them. */
export function taskFields(viewer: TaskViewer): TaskField[] {
  return [
    {
      key: 'task',
      title: 'Task',
      render: (task) => (
        <div>
          <Typography.Text strong>{task.taskDescription}</Typography.Text> {viewer.isOwn(task) && <OwnTaskTag />}
        </div>
      ),
    },
    {
      key: 'shipment',
      title: 'Shipment',
      render: (task) => (task.shipmentId ? <Link to={`/shipments/${task.shipmentId}`}>{task.tmpNumber ?? 'Shipment'}</Link> : NOT_SET),
    },
    { key: 'assignee', title: 'Assigned To', render: (task) => task.assigneeName ?? NOT_SET },
    { key: 'priority', title: 'Priority', render: (task) => <PriorityTag priority={task.priority} /> },
    { key: 'status', title: 'Status', render: (task) => <TaskStatusTag status={task.status} /> },
    { key: 'created', title: 'Created', render: (task) => formatDateTime(task.createdAt) },
    { key: 'completed', title: 'Completed', render: (task) => formatDateTime(task.completedAt) },
    { key: 'actions', title: 'Actions', render: (task) => <TaskActions task={task} blockedReason={viewer.updateBlockedReason(task)} /> },
  ];
}
