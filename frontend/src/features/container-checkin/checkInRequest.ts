import type { ContainerCheckInRequest, ContainerDoor, DockLocation } from '@dockflow/contracts';
import { fromSiteDateTimeInput } from '../../lib/siteTime';

/** What the check-in form holds; every text field starts as an empty string. */
export interface CheckInFormValues {
  tmpNumber: string;
  containerDoor?: ContainerDoor;
  dockLocation?: DockLocation;
  floorLeadId?: string;
  sealNumber: string;
  tempRecorderId: string;
  /** A datetime-local value, YYYY-MM-DDTHH:mm on the site's wall clock (docs/product.md §15). */
  estimatedCompletion: string;
  poNumbers: string;
  notes: string;
}

export const CHECK_IN_FIELDS = [
  'tmpNumber',
  'containerDoor',
  'dockLocation',
  'floorLeadId',
  'sealNumber',
  'tempRecorderId',
  'estimatedCompletion',
  'poNumbers',
  'notes',
] as const satisfies readonly (keyof CheckInFormValues)[];

export const EMPTY_CHECK_IN: CheckInFormValues = {
  tmpNumber: '',
  sealNumber: '',
  tempRecorderId: '',
  estimatedCompletion: '',
  poNumbers: '',
  notes: '',
};

/** "PO-1, PO-2,,PO-1" gives ["PO-1", "PO-2"]. */
export function parsePoNumbers(text: string): string[] {
  return [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
}

const optional = (text: string | undefined) => text?.trim() || undefined;

/** The request for validated form values: texts trimmed, empty optional fields left out. */
export function toCheckInRequest(values: CheckInFormValues): ContainerCheckInRequest {
  const poNumbers = parsePoNumbers(values.poNumbers);
  const estimatedCompletion = optional(values.estimatedCompletion);
  return {
    tmpNumber: values.tmpNumber.trim(),
    containerDoor: values.containerDoor as ContainerDoor,
    dockLocation: values.dockLocation as DockLocation,
    floorLeadId: values.floorLeadId || undefined,
    sealNumber: optional(values.sealNumber),
    tempRecorderId: optional(values.tempRecorderId),
    estimatedCompletion: fromSiteDateTimeInput(estimatedCompletion) ?? undefined,
    notes: optional(values.notes),
    poNumbers: poNumbers.length > 0 ? poNumbers : undefined,
  };
}
