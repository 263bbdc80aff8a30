import { Alert, Card, Col, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SpotterTask } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { SummaryCards, type SummaryFigure } from '../../components/SummaryCards';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { useSession } from '../../lib/session';
import { useListSpotterTasksQuery } from './api/spotterTasksApi';
import { NewTaskForm } from './components/NewTaskForm';
import { SpotterTaskList } from './components/SpotterTaskList';
import { EnableNotificationsButton } from './components/EnableNotificationsButton';
import { summarizeTasks } from './spotterTasks';
import './spotterBoard.css';

function taskFigures(tasks: readonly SpotterTask[] | undefined): SummaryFigure[] {
  const summary = tasks && summarizeTasks(tasks);
  return [
    { title: 'Pending', value: summary?.pending },
    { title: 'In Progress', value: summary?.inProgress },
    { title: 'Completed', value: summary?.completed, caption: 'In the last 24 hours' },
    { title: 'High Priority', value: summary?.highPriority, caption: 'Not yet completed' },
  ];
}

/** docs/product.md §2.13: the Spotter Board: task figures, the New Task form and the task list, kept current by the pushes. */
export function SpotterBoardScreen() {
  const { user } = useSession();
  const viewerId = user?.id ?? '';
  const tasks = useListSpotterTasksQuery(user ? user.id : skipToken);

  const access = useCommandAccess();
  const canCommand = access.allowed;
  const isSpotter = user?.crewFunctions.includes('spotter') ?? false;
  const isOwn = (task: SpotterTask) => task.assignedTo === viewerId;
  const updateBlockedReason = (task: SpotterTask) =>
    canCommand || isOwn(task) ? undefined : 'Only the assigned spotter, an operator or an admin can update this task.';

  // Side by side from xl; stacked below it, a spotter's own tasks come before the New Task form.
  const [formOrder, tasksOrder] = isSpotter ? [2, 1] : [1, 2];

  return (
    <>
      <PageHeading title="Spotter Board" description="Yard moves for the spotters. A new task reaches its spotter at once." />
      <SummaryCards label="Task figures" figures={taskFigures(tasks.data)} loading={tasks.isLoading} />
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: formOrder }} xl={{ span: 8, order: 1 }}>
          <Card title="New Task">
            <ViewOnlyNotice access={access} action="create tasks" hint="You can still start and complete the tasks assigned to you." />
            <NewTaskForm disabled={!canCommand} />
          </Card>
        </Col>
        <Col xs={{ span: 24, order: tasksOrder }} xl={{ span: 16, order: 2 }}>
          <Card title="Tasks" extra={isSpotter && <EnableNotificationsButton />}>
            {tasks.error && !tasks.data ? (
              <Alert type="error" showIcon title="The tasks could not be loaded." description={tasks.error.message} />
            ) : (
              <SpotterTaskList tasks={tasks.data} loading={tasks.isLoading} isOwn={isOwn} updateBlockedReason={updateBlockedReason} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
