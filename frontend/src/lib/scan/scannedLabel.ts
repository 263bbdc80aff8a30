/**
 * What a scan read: a DockFlow label's QR code holds the shipment page's absolute URL
 * (docs/product.md §10); a barcode or a typed-in scan holds a TMP or PO number.
 */
export type ScannedLabel = { shipmentId: string } | { code: string };

const SHIPMENT_PATH = /^\/shipments\/([^/?#]+)\/?$/;

export function readScan(text: string): ScannedLabel | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    const match = SHIPMENT_PATH.exec(new URL(trimmed).pathname);
    // The label may carry another host name for this server (a proxy, a LAN address): the path says which shipment.
    if (match) return { shipmentId: decodeURIComponent(match[1]) };
  } catch {
    // Not a URL: a number.
  }
  return { code: trimmed };
}
