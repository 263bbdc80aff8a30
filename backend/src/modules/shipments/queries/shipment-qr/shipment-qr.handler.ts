import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import QRCode from 'qrcode';
import type { ShipmentQr } from '@dockflow/contracts';
import { GetShipmentQuery } from '../get-shipment/get-shipment.query.js';
import { GetShipmentHandler } from '../get-shipment/get-shipment.handler.js';
import { ShipmentQrQuery } from './shipment-qr.query.js';

/** The PNG data URL of a QR code encoding `url`. */
export function qrImage(url: string): Promise<string> {
  return QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' });
}

/** docs/product.md §10: the QR code encodes the absolute URL of the shipment's page, so a phone camera opens it. */
@QueryHandler(ShipmentQrQuery)
export class ShipmentQrHandler implements IQueryHandler<ShipmentQrQuery, ShipmentQr> {
  constructor(private readonly shipments: GetShipmentHandler) {}

  async execute({ shipmentId, origin }: ShipmentQrQuery): Promise<ShipmentQr> {
    const shipment = await this.shipments.execute(new GetShipmentQuery(shipmentId));
    const qrCode = await qrImage(`${origin}/shipments/${shipment.id}`);
    return { qrCode, shipmentData: { tmpNumber: shipment.tmpNumber, containerDoor: shipment.containerDoor, status: shipment.status } };
  }
}
