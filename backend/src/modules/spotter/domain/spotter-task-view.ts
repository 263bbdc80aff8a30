import type { EntityManager } from '@mikro-orm/postgresql';
import type { SpotterTask as SpotterTaskView } from '@dockflow/contracts';
import type { SpotterTaskRow } from './spotter-task.entity.js';
import { toIso, type SqlTimestamp } from '../../../common/sql-values.js';

interface TaskRow {
  id: string;
  shipment_id: string | null;
  tmp_number: string | null;
  task_description: string;
  assigned_to: string | null;
  assignee_name: string | null;
  priority: SpotterTaskView['priority'];
  status: SpotterTaskView['status'];
  completed_at: SqlTimestamp | null;
  created_at: SqlTimestamp;
}

/** The task table's rows with the shipment's TMP number and the assignee's name. */
export const SPOTTER_TASK_SELECT = `
  select t.id, t.shipment_id, s.tmp_number, t.task_description, t.assigned_to,
         coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) as assignee_name,
         t.priority, t.status, t.completed_at, t.created_at
  from spotter_tasks t
  left join shipments s on s.id = t.shipment_id
  left join users u on u.id = t.assigned_to
`;

export function toSpotterTaskView(row: TaskRow): SpotterTaskView {
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    tmpNumber: row.tmp_number,
    taskDescription: row.task_description,
    assignedTo: row.assigned_to,
    assigneeName: row.assignee_name,
    priority: row.priority,
    status: row.status,
    completedAt: toIso(row.completed_at),
    createdAt: toIso(row.created_at),
  };
}

export async function loadSpotterTaskView(em: EntityManager, task: SpotterTaskRow): Promise<SpotterTaskView> {
  const [row] = await em.execute<TaskRow[]>(`${SPOTTER_TASK_SELECT} where t.id = ?`, [task.id]);
  return toSpotterTaskView(row!);
}

export type { TaskRow as SpotterTaskQueryRow };
