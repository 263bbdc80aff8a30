import { LOADING_ROWS_PER_CONTAINER, type TimelineEntry } from '@dockflow/contracts';
import { formatMoney, formatWeight, truckLabel } from '../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../lib/format';
import { discrepancyLabel } from './shipmentRecords';
import type { CrewNames } from './useCrewNames';

type Details = TimelineEntry['details'];

/** A detail as text, or undefined when the event did not record it. */
function field(details: Details, name: string): string | undefined {
  const value = details[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function count(details: Details, name: string): number {
  return Number(details[name] ?? 0);
}

/** The non-empty parts, joined: "PO-1 · Sam Carter · Blue TRK-88". */
function parts(...values: (string | undefined | false)[]): string | undefined {
  return values.filter(Boolean).join(' · ') || undefined;
}

const po = (details: Details) => field(details, 'poNumber') && `PO ${field(details, 'poNumber')}`;

const EDITED_FIELD_LABELS: Record<string, string> = {
  containerDoor: 'Door',
  dockLocation: 'Dock',
  sealNumber: 'Seal',
  tempRecorderId: 'Temperature recorder',
  estimatedCompletion: 'ETA',
  notes: 'Notes',
};

function editedValue(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_SET;
  return name === 'estimatedCompletion' ? formatDateTime(String(value)) : String(value);
}

function editedFields(details: Details): string | undefined {
  const changes = details.changes;
  if (typeof changes !== 'object' || changes === null) return undefined;
  return Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>)
    .map(([name, { from, to }]) => `${EDITED_FIELD_LABELS[name] ?? name}: ${editedValue(name, from)} → ${editedValue(name, to)}`)
    .join('; ');
}

interface EventDescription {
  label: string;
  summary?: (details: Details, names: CrewNames) => string | undefined;
}

const taskSummary = (details: Details) => field(details, 'taskDescription');

/** Readable labels and summaries of the domain events a shipment's timeline holds (docs/product.md §3.10, §11). */
const EVENTS: Record<string, EventDescription> = {
  ContainerCheckedIn: {
    label: 'Container checked in',
    summary: (details) => {
      const poNumbers = Array.isArray(details.poNumbers) ? details.poNumbers.join(', ') : '';
      return parts(field(details, 'containerDoor') && `Door ${field(details, 'containerDoor')}`, field(details, 'dockLocation'), poNumbers && `POs ${poNumbers}`);
    },
  },
  PurchaseOrderAdded: { label: 'Purchase order added', summary: po },
  TruckCheckedIn: {
    label: 'Truck checked in',
    summary: (details) =>
      parts(
        po(details),
        field(details, 'driverName'),
        truckLabel(field(details, 'truckColor'), field(details, 'truckNumber')),
        field(details, 'otrDoor'),
        count(details, 'lateFeesOwed') > 0 && `Late fee ${formatMoney(field(details, 'lateFeesOwed'))}`,
      ),
  },
  BillOfLadingRecorded: {
    label: 'Bill of lading recorded',
    summary: (details) =>
      parts(
        po(details),
        `${field(details, 'pieces') ?? NOT_SET} pieces`,
        `${field(details, 'pallets') ?? NOT_SET} pallets`,
        `net ${formatWeight(field(details, 'netWeight'))}`,
        `gross ${formatWeight(field(details, 'grossWeight'))}`,
      ),
  },
  CrewAssigned: {
    label: 'Crew assigned',
    summary: (details, names) =>
      parts(
        `OTR driver ${names('otr_driver', field(details, 'otrDriverId'))}`,
        `forklift ${names('forklift_operator', field(details, 'forkliftOperatorId'))}`,
        field(details, 'otrDoorAssignment'),
      ),
  },
  InstructionsSent: { label: 'Instructions sent' },
  CountConfirmed: {
    label: 'Count confirmed',
    summary: (details) =>
      parts(
        po(details),
        `expected ${count(details, 'expectedQuantity')}, counted ${count(details, 'actualQuantity')}`,
        discrepancyLabel({ expectedQuantity: count(details, 'expectedQuantity'), actualQuantity: count(details, 'actualQuantity'), discrepancy: count(details, 'discrepancy') }),
      ),
  },
  LoadingRowRecorded: {
    label: 'Loading row recorded',
    summary: (details) =>
      parts(
        `Row ${field(details, 'rowNumber') ?? NOT_SET}`,
        `${count(details, 'rowsRecorded')} of ${LOADING_ROWS_PER_CONTAINER} rows`,
        `${count(details, 'progressPercentage')}%`,
      ),
  },
  DriverReleased: { label: 'Driver released', summary: po },
  ShipmentDelayed: { label: 'Shipment delayed', summary: (details) => `ETA ${formatDateTime(field(details, 'estimatedCompletion'))} passed` },
  ShipmentDetailsEdited: { label: 'Details edited', summary: editedFields },
  SpotterTaskCreated: { label: 'Spotter task created', summary: taskSummary },
  SpotterTaskStarted: { label: 'Spotter task started', summary: taskSummary },
  SpotterTaskCompleted: { label: 'Spotter task completed', summary: taskSummary },
};

/** "SomethingHappened" as "Something happened", for an event this client does not know yet. */
function sentenceOf(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface TimelineLine {
  label: string;
  summary?: string;
}

export function describeTimelineEntry(entry: TimelineEntry, names: CrewNames): TimelineLine {
  const event = EVENTS[entry.type];
  if (!event) return { label: sentenceOf(entry.type) };
  return { label: event.label, summary: event.summary?.(entry.details, names) };
}
