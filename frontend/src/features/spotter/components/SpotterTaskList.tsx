import { Card, Descriptions, Empty, Grid, Table } from 'antd';
import type { SpotterTask } from '@dockflow/contracts';
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
  const isPhone = !Grid.useBreakpoint().md;
  const fields = taskFields(viewer);

  if (loading) return <SkeletonTable label={TITLE} rows={5} columns={fields.map((field) => field.title)} />;
  if (isPhone) {
    if (!tasks?.length) return EMPTY;
    const [description, ...details] = fields;
    return (
      <ul className="spotter-task-cards" aria-label={TITLE}>
        {tasks.map((task) => (
          <li key={task.id}>
            <Card size="small" title={description.render(task)} className={viewer.isOwn(task) ? 'spotter-own-task' : undefined}>
              <Descriptions size="small" column={1} items={details.map((field) => ({ key: field.key, label: field.title, children: field.render(task) }))} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<SpotterTask>
      aria-label={TITLE}
      rowKey="id"
      columns={fields.map((field) => ({ key: field.key, title: field.title, render: (_, task) => field.render(task) }))}
      dataSource={tasks}
      pagination={false}
      rowClassName={(task) => (viewer.isOwn(task) ? 'spotter-own-task' : '')}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: EMPTY }}
    />
  );
}
