import { lazy, Suspense } from 'react';
import type { ShipmentQrDialogProps } from './ShipmentQrModal';
import { themed } from './themed';
import { useOpenedOnce } from './useOpenedOnce';

// The dialog (antd's Modal) loads when a QR code is first asked for, not with the screen (docs/performance.md).
const ShipmentQrModal = lazy(async () => ({ default: await themed(import('./ShipmentQrModal'), 'ShipmentQrModal') }));

/** docs/product.md §10: a shipment's QR dialog; `shipment` null keeps it closed. */
export function ShipmentQrDialog(props: ShipmentQrDialogProps) {
  if (!useOpenedOnce(props.shipment !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ShipmentQrModal {...props} />
    </Suspense>
  );
}
