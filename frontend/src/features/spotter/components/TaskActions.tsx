import { Button, Space, Tooltip } from 'antd';
import { CheckOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { SpotterTask } from '@dockflow/contracts';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { useUpdateSpotterTaskMutation } from '../api/spotterTasksApi';

interface TaskActionsProps {
  task: SpotterTask;
  /** Why this user may not update the task; undefined when they may. */
  blockedReason?: string;
}

/** docs/product.md §3.9: Start a pending task; Complete a pending or started one. */
export function TaskActions({ task, blockedReason }: TaskActionsProps) {
  const [update, { isLoading, originalArgs }] = useUpdateSpotterTaskMutation();
  if (task.status === 'completed') return null;

  const moveTo = async (status: 'in_progress' | 'completed') => {
    try {
      await update({ id: task.id, status }).unwrap();
      toast({ title: 'Task Updated', description: status === 'completed' ? `Completed: ${task.taskDescription}` : `Started: ${task.taskDescription}` });
    } catch (error) {
      toastFailure(error, { title: 'Update Failed', description: 'Failed to update task.' });
    }
  };
  const busyWith = isLoading ? originalArgs?.status : undefined;
  const disabled = blockedReason !== undefined || isLoading;

  return (
    <Tooltip title={blockedReason}>
      <Space wrap>
        {task.status === 'pending' && (
          <Button icon={<PlayCircleOutlined />} loading={busyWith === 'in_progress'} disabled={disabled} onClick={() => void moveTo('in_progress')}>
            Start
          </Button>
        )}
        <Button type="primary" icon={<CheckOutlined />} loading={busyWith === 'completed'} disabled={disabled} onClick={() => void moveTo('completed')}>
          Complete
        </Button>
      </Space>
    </Tooltip>
  );
}
