import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBulk } from '../../database/bulk-statement.js';
import { preparedStatement } from '../../database/prepared-statements.js';
import type { ShipmentRecord } from './domain/shipment.entity.js';

/** Each field of a shipment record and its column (`Shipment`'s table). */
const COLUMNS = {
  id: 'id',
  tmpNumber: 'tmp_number',
  status: 'status',
  workflowStep: 'workflow_step',
  containerDoor: 'container_door',
  dockLocation: 'dock_location',
  floorLeadId: 'floor_lead_id',
  sealNumber: 'seal_number',
  tempRecorderId: 'temp_recorder_id',
  estimatedCompletion: 'estimated_completion',
  actualCompletion: 'actual_completion',
  progressPercentage: 'progress_percentage',
  notes: 'notes',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<Exclude<keyof ShipmentRecord, symbol>, string>;

type Field = keyof typeof COLUMNS;
const FIELDS = Object.keys(COLUMNS) as Field[];
const DATE_FIELDS = new Set<Field>(['estimatedCompletion', 'actualCompletion', 'createdAt', 'updatedAt']);

const SELECT = `select ${FIELDS.map((field) => `${COLUMNS[field]} as "${field}"`).join(', ')} from shipments`;
const INSERT = preparedStatement(`insert into shipments (${FIELDS.map((field) => COLUMNS[field]).join(', ')}) values (${FIELDS.map((_, index) => `$${index + 1}`).join(', ')})`);
const LOCK_BY_ID = preparedStatement(`${SELECT} where id = $1 limit 1 for update`);
const LOCK_BY_TMP = preparedStatement(`${SELECT} where lower(tmp_number) = lower($1) limit 1 for update`);

/** The driver answers timestamps as text; the record holds Dates. */
function toRecord(row: Record<Field, unknown>): ShipmentRecord {
  for (const field of DATE_FIELDS) if (row[field] !== null) row[field] = new Date(row[field] as string);
  return row as ShipmentRecord;
}

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

async function lockOne(em: EntityManager, statement: string, value: string): Promise<ShipmentRecord | null> {
  const [row] = await executeBulk<Record<Field, unknown>>(em, statement, [value]);
  return row ? toRecord(row) : null;
}

/**
 * A shipment command's own row, read and written as a plain record beside the unit of work: the
 * shipment is what every command on the floor changes (a loading row every few seconds per door),
 * and MikroORM's load, snapshot and change set for it cost more than the rest of the command
 * (docs/performance.md, "the session's cookie, the shipment's row"). Its other records still go
 * through the entity manager.
 */
export const shipmentRows = {
  /** The shipment, locked until the transaction ends, so commands on one shipment queue up. */
  lock: (em: EntityManager, id: string) => lockOne(em, LOCK_BY_ID, id),

  /** The same by TMP number, ignoring case (docs/product.md §3.11), on the unique index over lower(tmp_number). */
  lockByTmp: (em: EntityManager, tmpNumber: string) => lockOne(em, LOCK_BY_TMP, tmpNumber),

  /** A new shipment's row; what the command then changes is saved like any shipment's. */
  async insert(em: EntityManager, record: ShipmentRecord): Promise<void> {
    await executeBulk(em, INSERT, FIELDS.map((field) => record[field]));
  },

  /** Writes the fields that differ from `before` (none: no statement). */
  async saveChanges(em: EntityManager, before: Readonly<ShipmentRecord>, after: ShipmentRecord): Promise<void> {
    const changed = FIELDS.filter((field) => !sameValue(before[field], after[field]));
    if (!changed.length) return;
    const assignments = changed.map((field, index) => `${COLUMNS[field]} = $${index + 2}`).join(', ');
    // A command changes a fixed set of fields: a few texts in all.
    await executeBulk(em, preparedStatement(`update shipments set ${assignments} where id = $1`), [before.id, ...changed.map((field) => after[field])]);
  },
};
