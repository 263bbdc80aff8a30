import type { OtrDoor, TruckCheckInRequest, TruckColor } from '@dockflow/contracts';

/** What the driver and truck form holds; every text field starts as an empty string. */
export interface TruckCheckInFormValues {
  driverName: string;
  driverPhone: string;
  driverEmail: string;
  truckColor?: TruckColor;
  truckNumber: string;
  otrDoor?: OtrDoor;
}

export const TRUCK_CHECK_IN_FIELDS = [
  'driverName',
  'driverPhone',
  'driverEmail',
  'truckColor',
  'truckNumber',
  'otrDoor',
] as const satisfies readonly (keyof TruckCheckInFormValues)[];

export const EMPTY_TRUCK_CHECK_IN: TruckCheckInFormValues = { driverName: '', driverPhone: '', driverEmail: '', truckNumber: '' };

/** The request for validated form values: texts trimmed, a blank email left out. */
export function toTruckCheckInRequest(values: TruckCheckInFormValues): TruckCheckInRequest {
  return {
    driverName: values.driverName.trim(),
    driverPhone: values.driverPhone.trim(),
    driverEmail: values.driverEmail.trim() || undefined,
    truckColor: values.truckColor as TruckColor,
    truckNumber: values.truckNumber.trim(),
    otrDoor: values.otrDoor as OtrDoor,
  };
}
