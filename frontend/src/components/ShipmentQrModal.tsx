import { Button, Modal } from 'antd';
import type { ComponentProps } from 'react';
import { ShipmentQrPanel } from './ShipmentQrPanel';

type QrShipment = ComponentProps<typeof ShipmentQrPanel>['shipment'];

export interface ShipmentQrDialogProps {
  /** The shipment whose code shows; null keeps the dialog closed. */
  shipment: QrShipment | null;
  onClose: () => void;
}

/** docs/product.md §10: the QR dialog: the code and TMP number with Print QR Code, or 'Failed to load QR code'; and Close. */
export function ShipmentQrModal({ shipment, onClose }: ShipmentQrDialogProps) {
  return (
    <Modal
      open={shipment !== null}
      title={shipment ? `QR Code: ${shipment.tmpNumber}` : 'QR Code'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {shipment && <ShipmentQrPanel shipment={shipment} />}
    </Modal>
  );
}
