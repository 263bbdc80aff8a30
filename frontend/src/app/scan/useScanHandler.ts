import type { Shipment } from '@dockflow/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readScan, type ScannedLabel } from '../../lib/scan/scannedLabel';
import { offerScan } from '../../lib/scan/scanTargets';
import { toast } from '../../lib/toast';
import { shipmentResource } from '../../resources/shipment';
import { shipmentByTmpResource } from '../../resources/shipmentByTmp';
import { useAppDispatch } from '../store';

/** Puts the scanned text into a text field as if typed, so the form (antd, React) sees the change. */
function fill(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus();
}

/** A text field the scan can fill: the one that had the focus when the scan began. */
export function fillableField(element: Element | null): HTMLInputElement | null {
  return element instanceof HTMLInputElement && ['text', 'search'].includes(element.type) && !element.readOnly && !element.disabled ? element : null;
}

/**
 * What a scan does (docs/decisions.md, "Scanning"): with a text field to fill, it fills it (the TMP or
 * PO number; a label's QR code gives its shipment's TMP number); otherwise the scanned shipment is
 * offered to the screen on show (the Container Loading screen selects it) and else its page opens.
 */
export function useScanHandler(): (text: string, field?: HTMLInputElement | null) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const shipmentOf = useCallback(
    async (label: ScannedLabel): Promise<Shipment | null> => {
      if ('shipmentId' in label) {
        const request = dispatch(shipmentResource.endpoints.getShipment.initiate(label.shipmentId));
        return request.unwrap().catch(() => null).finally(() => request.unsubscribe());
      }
      const request = dispatch(shipmentByTmpResource.endpoints.findShipmentByTmp.initiate(label.code));
      return request.unwrap().then(({ shipment }) => shipment, () => null).finally(() => request.unsubscribe());
    },
    [dispatch],
  );

  return useCallback(
    async (text: string, field?: HTMLInputElement | null) => {
      const label = readScan(text);
      if (!label) return;
      if (field && 'code' in label) return fill(field, label.code);
      const shipment = await shipmentOf(label);
      if (!shipment) {
        toast({ title: 'No shipment found', description: `No shipment matches the scanned label ${text.trim()}.`, variant: 'destructive' });
        return;
      }
      if (field) return fill(field, shipment.tmpNumber);
      if (!offerScan(shipment)) void navigate(`/shipments/${shipment.id}`);
    },
    [navigate, shipmentOf],
  );
}
