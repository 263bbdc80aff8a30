import { describe, expect, it } from '@jest/globals';
import QRCode from 'qrcode';
import { decodeQr, luminanceOf } from './decodeQr';
import { readScan } from './scannedLabel';

const LABEL_URL = 'http://dock.example:3000/shipments/4f7c7a53-2a55-4f3e-9d1c-0d3c2b4a1e77';
const PIXELS_PER_MODULE = 6;
const QUIET_MODULES = 4;

/** A label's QR code, made as the server makes it (the qrcode package), drawn as a camera frame: RGBA, black on white. */
function labelFrame(text: string): ImageData {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 2 * QUIET_MODULES) * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / PIXELS_PER_MODULE) - QUIET_MODULES;
      const column = Math.floor(x / PIXELS_PER_MODULE) - QUIET_MODULES;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size, colorSpace: 'srgb' } as ImageData;
}

describe('reading a label (docs/decisions.md, "Scanning")', () => {
  it("decodes a label's QR code from a camera frame into its shipment", () => {
    const text = decodeQr(luminanceOf(labelFrame(LABEL_URL)));

    expect(text).toBe(LABEL_URL);
    expect(readScan(text ?? '')).toEqual({ shipmentId: '4f7c7a53-2a55-4f3e-9d1c-0d3c2b4a1e77' });
  });

  it('reads nothing from a frame without a code', () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 } as ImageData;

    expect(decodeQr(luminanceOf(blank))).toBeNull();
  });

  it('takes any other scan for a TMP or PO number', () => {
    expect(readScan(' TMP-1001 ')).toEqual({ code: 'TMP-1001' });
    expect(readScan('http://dock.example/dashboard')).toEqual({ code: 'http://dock.example/dashboard' });
    expect(readScan('  ')).toBeNull();
  });
});
