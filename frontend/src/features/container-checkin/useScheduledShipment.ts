import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { shipmentStatusLabel, type ContainerDoorStatus, type PurchaseOrder, type ShipmentWithPurchaseOrders } from '@dockflow/contracts';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { toSiteDateTimeInput } from '../../lib/siteTime';
import { formatDateTime } from '../../lib/format';
import { useFindShipmentByTmpQuery } from '../../resources/shipmentByTmp';
import type { CheckInFormValues } from './checkInRequest';

const LOOKUP_DELAY_MS = 300;

export interface ScheduleNotice {
  type: 'info' | 'warning';
  message: string;
  /** The scheduled shipment's POs (kept by the check-in; each may be removed before it). */
  purchaseOrders: PurchaseOrder[];
}

/** The active container at the scheduled door, when another one holds it. */
function holderOfDoor({ shipment }: ShipmentWithPurchaseOrders, doors: readonly ContainerDoorStatus[] | undefined): string | undefined {
  const occupant = doors?.find((door) => door.door === shipment.containerDoor)?.occupant;
  return occupant && occupant.shipmentId !== shipment.id ? occupant.tmpNumber : undefined;
}

/** The schedule's values for the form's blank fields; a field the user filled, and an occupied door, are left alone. */
function prefill(form: FormInstance<CheckInFormValues>, { shipment }: ShipmentWithPurchaseOrders, doorTaken: boolean): void {
  const current = form.getFieldsValue();
  const values: Partial<CheckInFormValues> = {};
  if (!current.containerDoor && shipment.containerDoor && !doorTaken) values.containerDoor = shipment.containerDoor as CheckInFormValues['containerDoor'];
  if (!current.dockLocation && shipment.dockLocation) values.dockLocation = shipment.dockLocation as CheckInFormValues['dockLocation'];
  if (!current.estimatedCompletion?.trim() && shipment.estimatedCompletion) values.estimatedCompletion = toSiteDateTimeInput(shipment.estimatedCompletion);
  form.setFieldsValue(values);
}

function noticeFor({ shipment, purchaseOrders }: ShipmentWithPurchaseOrders, doorHolder: string | undefined): ScheduleNotice {
  if (shipment.workflowStep !== 'pending') {
    return { type: 'warning', message: `${shipment.tmpNumber} is already checked in (${shipmentStatusLabel(shipment.workflowStep)}).`, purchaseOrders: [] };
  }
  if (doorHolder) {
    return {
      type: 'warning',
      message: `${shipment.tmpNumber} is scheduled for door ${shipment.containerDoor}, which ${doorHolder} still occupies: choose a free door.`,
      purchaseOrders,
    };
  }
  const where = [shipment.containerDoor && `door ${shipment.containerDoor}`, shipment.dockLocation, shipment.estimatedCompletion && `ETA ${formatDateTime(shipment.estimatedCompletion)}`]
    .filter(Boolean)
    .join(', ');
  return { type: 'info', message: `${shipment.tmpNumber} is on the schedule${where ? `: ${where}` : ''}. Blank fields keep the schedule's values.`, purchaseOrders };
}

/**
 * docs/product.md §2.6: as a TMP number is typed, the shipment the schedule holds for it (any case)
 * fills the form's blank door, dock and ETA fields. Returns what to tell the user, with the
 * scheduled POs, if anything.
 */
export function useScheduledShipment(
  form: FormInstance<CheckInFormValues>,
  tmpNumber: string | undefined,
  doors: readonly ContainerDoorStatus[] | undefined,
): ScheduleNotice | null {
  const typed = useDebouncedValue(tmpNumber?.trim() ?? '', LOOKUP_DELAY_MS);
  const { currentData } = useFindShipmentByTmpQuery(typed, { skip: !typed });
  const doorHolder = currentData && holderOfDoor(currentData, doors);
  useEffect(() => {
    if (currentData?.shipment.workflowStep === 'pending') prefill(form, currentData, doorHolder !== undefined);
  }, [currentData, doorHolder, form]);
  return currentData && typed ? noticeFor(currentData, doorHolder) : null;
}
