import { Empty } from 'antd';
import type { SpotterTask } from '@dockflow/contracts';
import { AdaptiveTable } from '../../../components/AdaptiveTable';
import { SkeletonTable } from '../../../components/SkeletonTable';
import { taskFields, type TaskViewer } from './taskFields';

const TITLE = 'Spotter Tasks';
const EMPTY = <Empty description="No Tasks Assigned">New tasks show up here as soon as they are created.</Empty>;

interface SpotterTaskListProps extends TaskViewer {
  tasks: SpotterTask[] | undefined;
  loading: boolean;
}

/** The task table; on a phone, one card per task. The viewer's own tasks come first, highlighted. */
export function SpotterTaskList({ tasks, loading, ...viewer }: SpotterTaskListProps) {
  const fields = taskFields(viewer);

  if (loading) return <SkeletonTable label={TITLE} rows={5} columns={fields.map((field) => field.title)} />;
  return (
    <AdaptiveTable<SpotterTask>
      aria-label={TITLE}
      rowKey="id"
      columns={fields.map((field) => ({ key: field.key, title: field.title, render: (_, task) => field.render(task) }))}
      actionColumn="actions"
      dataSource={tasks}
      pagination={false}
      rowClassName={(task) => (viewer.isOwn(task) ? 'spotter-own-task' : undefined)}
      locale={{ emptyText: EMPTY }}
    />
  );
}
