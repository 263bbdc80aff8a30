import {
  LOADING_ROWS_PER_CONTAINER,
  SHIPMENT_EVENT_TYPES,
  SPOTTER_TASK_EVENT_TYPES,
  type EditableShipmentField,
  type FieldChange,
  type TimelineEntry,
} from '@dockflow/contracts';
import { formatMoney, formatWeight, owesLateFee, truckLabel } from '../../components/valueFormat';
import { NOT_SET, formatDateTime } from '../../lib/format';
import { discrepancyLabel } from './shipmentRecords';
import type { CrewNames } from './useCrewNames';

/** The non-empty parts, joined: "PO-1 · Sam Carter · Blue TRK-88". */
function parts(...values: (string | null | undefined | false)[]): string | undefined {
  return values.filter(Boolean).join(' · ') || undefined;
}

const po = (details: { poNumber: string }) => `PO ${details.poNumber}`;

const EDITED_FIELD_LABELS: Record<EditableShipmentField, string> = {
  containerDoor: 'Door',
  dockLocation: 'Dock',
  sealNumber: 'Seal',
  tempRecorderId: 'Temperature recorder',
  estimatedCompletion: 'ETA',
  notes: 'Notes',
};

function editedValue(name: EditableShipmentField, value: string | null): string {
  if (!value) return NOT_SET;
  return name === 'estimatedCompletion' ? formatDateTime(value) : value;
}

function editedFields(changes: Partial<Record<EditableShipmentField, FieldChange>>): string {
  return Object.entries(changes)
    .flatMap(([name, change]) => {
      const field = name as EditableShipmentField; // Object.entries widens the keys to string
      return change ? [`${EDITED_FIELD_LABELS[field]}: ${editedValue(field, change.from)} → ${editedValue(field, change.to)}`] : [];
    })
    .join('; ');
}

export interface TimelineLine {
  label: string;
  summary?: string;
}

/** Readable labels and summaries of the events a shipment's timeline holds (docs/product.md §3.10, §11). */
function describeEvent(entry: TimelineEntry, names: CrewNames): TimelineLine {
  switch (entry.type) {
    case 'ShipmentScheduled':
      return { label: 'Shipment scheduled' };
    case 'ContainerCheckedIn': {
      const { containerDoor, dockLocation, poNumbers, changes } = entry.details;
      const changedFromSchedule = changes && Object.keys(changes).length > 0 && `Changed from the schedule: ${editedFields(changes)}`;
      return {
        label: 'Container checked in',
        summary: parts(containerDoor && `Door ${containerDoor}`, dockLocation, poNumbers.length > 0 && `POs ${poNumbers.join(', ')}`, changedFromSchedule),
      };
    }
    case 'PurchaseOrderAdded':
      return { label: 'Purchase order added', summary: po(entry.details) };
    case 'PurchaseOrderRemoved':
      return { label: 'Purchase order removed', summary: po(entry.details) };
    case 'PurchaseOrderAppointmentSet': {
      const { from, to } = entry.details.change;
      return { label: 'Appointment set', summary: parts(po(entry.details), `${formatDateTime(from)} → ${formatDateTime(to)}`) };
    }
    case 'TruckCheckedIn': {
      const { driverName, truckColor, truckNumber, otrDoor, lateFeesOwed, lateFeeReason } = entry.details;
      return {
        label: 'Truck checked in',
        summary: parts(po(entry.details), driverName, truckLabel(truckColor, truckNumber), otrDoor, owesLateFee(lateFeesOwed) && `Late fee ${formatMoney(lateFeesOwed)}${lateFeeReason ? ` (${lateFeeReason})` : ''}`),
      };
    }
    case 'BillOfLadingRecorded': {
      const { pieces, pallets, netWeight, grossWeight } = entry.details;
      return {
        label: 'Bill of lading recorded',
        summary: parts(po(entry.details), `${pieces} pieces`, `${pallets} pallets`, `net ${formatWeight(netWeight)}`, `gross ${formatWeight(grossWeight)}`),
      };
    }
    case 'CrewAssigned': {
      const { otrDriverId, forkliftOperatorId, otrDoorAssignment } = entry.details;
      return {
        label: 'Crew assigned',
        summary: parts(`OTR driver ${names('otr_driver', otrDriverId)}`, `forklift ${names('forklift_operator', forkliftOperatorId)}`, otrDoorAssignment),
      };
    }
    case 'InstructionsSent':
      return { label: 'Instructions sent' };
    case 'InstructionsOpened':
      return { label: 'Instructions opened' };
    case 'CountConfirmed': {
      const { expectedQuantity, actualQuantity } = entry.details;
      return {
        label: 'Count confirmed',
        summary: parts(po(entry.details), `expected ${expectedQuantity}, counted ${actualQuantity}`, discrepancyLabel(entry.details)),
      };
    }
    case 'LoadingRowRecorded': {
      const { rowNumber, rowsRecorded, progressPercentage, notes } = entry.details;
      return {
        label: 'Loading row recorded',
        summary: parts(`Row ${rowNumber}`, `${rowsRecorded} of ${LOADING_ROWS_PER_CONTAINER} rows`, `${progressPercentage}%`, notes && `Notes: ${notes}`),
      };
    }
    case 'DriverReleased':
      return { label: 'Driver released', summary: po(entry.details) };
    case 'ShipmentDelayed':
      return { label: 'Shipment delayed', summary: `ETA ${formatDateTime(entry.details.estimatedCompletion)} passed` };
    case 'ShipmentDetailsEdited':
      return { label: 'Details edited', summary: editedFields(entry.details.changes) };
    case 'SpotterTaskCreated':
      return { label: 'Spotter task created', summary: entry.details.taskDescription };
    case 'SpotterTaskStarted':
      return { label: 'Spotter task started', summary: entry.details.taskDescription };
    case 'SpotterTaskCompleted':
      return { label: 'Spotter task completed', summary: entry.details.taskDescription };
  }
}

const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set([...SHIPMENT_EVENT_TYPES, ...SPOTTER_TASK_EVENT_TYPES]);

/** "SomethingHappened" as "Something happened", for an event this client does not know yet. */
function sentenceOf(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeTimelineEntry(entry: TimelineEntry, names: CrewNames): TimelineLine {
  // A newer server may record events this client does not know yet.
  return KNOWN_EVENT_TYPES.has(entry.type) ? describeEvent(entry, names) : { label: sentenceOf(entry.type) };
}
