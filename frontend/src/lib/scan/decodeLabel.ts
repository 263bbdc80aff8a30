import { readBarcodes } from 'zxing-wasm/reader';

/** What a label can carry: its QR code (the shipment page's URL), or a barcode of a TMP or PO number. */
const LABEL_FORMATS = ['QRCode', 'Code128', 'Code39'] as const;

/**
 * The text of the code in a camera frame (RGBA, as a canvas gives it), or null when none can be read
 * (the frame missed it). ZXing's C++ reader compiled to WebAssembly (zxing-wasm): docs/decisions.md,
 * "Scanning", says why this reader and where its WebAssembly comes from.
 */
export async function decodeLabel(frame: ImageData): Promise<string | null> {
  const [code] = await readBarcodes(frame, { formats: [...LABEL_FORMATS], maxNumberOfSymbols: 1 });
  return code?.text ?? null;
}
