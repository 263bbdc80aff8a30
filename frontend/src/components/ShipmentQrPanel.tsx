import { Alert, Button, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { Shipment } from '@dockflow/contracts';
import { useGetShipmentQrQuery } from '../resources/shipmentQr';
import { toast } from '../lib/toast';
import { printQrLabel } from './printQrLabel';

type LabelledShipment = Pick<Shipment, 'id' | 'tmpNumber' | 'containerDoor' | 'dockLocation' | 'status'>;

/**
 * A shipment's QR code (GET /api/shipments/{id}/qr) with its TMP number and Print QR Code.
 * The label's door, dock and status come from the shipment as shown, which the pushes keep current.
 */
export function ShipmentQrPanel({ shipment }: { shipment: LabelledShipment }) {
  const { data, isError } = useGetShipmentQrQuery(shipment.id);

  if (!data) {
    return isError ? <Alert type="error" showIcon title="Failed to load QR code" /> : <Spin aria-label="Loading QR code" />;
  }

  const print = () => {
    const opened = printQrLabel({ ...shipment, qrCode: data.qrCode, tmpNumber: data.shipmentData.tmpNumber });
    if (!opened) {
      toast({ title: 'Print Failed', description: 'Allow pop-ups for this site to print the QR label.', variant: 'destructive' });
    }
  };

  return (
    <figure className="qr-label">
      <img src={data.qrCode} alt={`QR code for ${data.shipmentData.tmpNumber}`} width={240} height={240} />
      <figcaption>
        <Typography.Text strong>{data.shipmentData.tmpNumber}</Typography.Text>
      </figcaption>
      <Button icon={<PrinterOutlined />} onClick={print}>
        Print QR Code
      </Button>
    </figure>
  );
}
