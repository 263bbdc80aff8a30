import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from '@jest/globals';
import QRCode from 'qrcode';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { decodeLabel } from './decodeLabel';
import { readScan } from './scannedLabel';

/** A label's QR code as the server makes it (the qrcode package, error correction M). */
function labelModules(text: string) {
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
}

/** The label drawn as a perfect camera frame: RGBA, black on white, 6 px per module, a 4-module margin. */
function sharpFrame(text: string): ImageData {
  const modules = labelModules(text);
  const pixelsPerModule = 6;
  const quiet = 4;
  const size = (modules.size + 2 * quiet) * pixelsPerModule;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / pixelsPerModule) - quiet;
      const column = Math.floor(x / pixelsPerModule) - quiet;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size, colorSpace: 'srgb' } as ImageData;
}

/** A repeatable sequence of numbers in [0, 1): the same frames on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * The label as a phone's camera sees it: 320 px square, 3.5 to 6 px per module, turned up to 14°,
 * off centre, grey on grey (ink 40-90, paper 170-240), softened by a 3x3 blur and speckled with noise.
 */
function cameraFrame(text: string, next: () => number): ImageData {
  const modules = labelModules(text);
  const width = 320;
  const pixelsPerModule = 3.5 + next() * 2.5;
  const angle = (next() - 0.5) * 0.5;
  const ink = 40 + next() * 50;
  const paper = 170 + next() * 70;
  const centreX = width / 2 + (next() - 0.5) * 20;
  const centreY = width / 2 + (next() - 0.5) * 20;
  const sharp = new Float32Array(width * width).fill(paper);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = x - centreX;
      const dy = y - centreY;
      const column = Math.floor((Math.cos(angle) * dx + Math.sin(angle) * dy) / pixelsPerModule + modules.size / 2);
      const row = Math.floor((Math.cos(angle) * dy - Math.sin(angle) * dx) / pixelsPerModule + modules.size / 2);
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) sharp[y * width + x] = ink;
    }
  }
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) sum += sharp[Math.min(width - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))];
      }
      const value = sum / 9 + (next() - 0.5) * 30;
      data.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height: width, colorSpace: 'srgb' } as ImageData;
}

/** Shipment page URLs as labels carry them: a port and a shipment id each. */
function labelUrls(count: number): string[] {
  const next = sequence(17);
  const hex = (digits: number) => Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  return Array.from({ length: count }, (_, index) => `http://127.0.0.1:${40000 + index * 97}/shipments/${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
}

/**
 * A barcode printed with a TMP number, drawn by ZXing's writer (one byte per pixel, 0 for a bar) as a
 * camera frame: 3 px per module, a 10-module margin on each side, 60 px tall.
 */
async function barcodeFrame(text: string, format: 'Code128' | 'Code39'): Promise<ImageData> {
  const { symbol } = await writeBarcode(text, { format, scale: 1 });
  const pixelsPerModule = 3;
  const margin = 10 * pixelsPerModule;
  const width = symbol.width * pixelsPerModule + 2 * margin;
  const height = 60;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = margin; x < width - margin; x += 1) {
      const bar = symbol.data[Math.floor((x - margin) / pixelsPerModule)] === 0;
      if (bar) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

/** The browser fetches the reader's WebAssembly from the app (readerWasm.ts); a test reads the file. */
function wasmFile(name: string): ArrayBuffer {
  const wasm = readFileSync(createRequire(import.meta.url).resolve(`zxing-wasm/${name}`));
  return wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
}

beforeAll(() => {
  prepareZXingModule({ overrides: { wasmBinary: wasmFile('reader/zxing_reader.wasm') } });
  prepareWriter({ overrides: { wasmBinary: wasmFile('writer/zxing_writer.wasm') } });
});

describe('reading a label (docs/decisions.md, "Scanning")', () => {
  it("decodes a label's QR code from a camera frame into its shipment", async () => {
    const url = 'http://dock.example:3000/shipments/4f7c7a53-2a55-4f3e-9d1c-0d3c2b4a1e77';
    const text = await decodeLabel(sharpFrame(url));

    expect(text).toBe(url);
    expect(readScan(text ?? '')).toEqual({ shipmentId: '4f7c7a53-2a55-4f3e-9d1c-0d3c2b4a1e77' });
  });

  it('reads every one of 300 labels (the former reader missed about one in nine)', async () => {
    const unread: string[] = [];
    for (const url of labelUrls(300)) {
      if ((await decodeLabel(sharpFrame(url))) !== url) unread.push(url);
    }

    expect(unread).toEqual([]);
  });

  it('reads labels as a camera sees them: small, turned, blurred, grey and noisy', async () => {
    const next = sequence(29);
    const unread: string[] = [];
    for (const url of labelUrls(24)) {
      if ((await decodeLabel(cameraFrame(url, next))) !== url) unread.push(url);
    }

    expect(unread).toEqual([]);
  });

  it.each(['Code128', 'Code39'] as const)('reads a TMP number printed as a %s barcode', async (format) => {
    expect(await decodeLabel(await barcodeFrame('TMP-1001', format))).toBe('TMP-1001');
  });

  it('reads nothing from a frame without a code', async () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64, colorSpace: 'srgb' } as ImageData;

    expect(await decodeLabel(blank)).toBeNull();
  });

  it('takes any other scan for a TMP or PO number', () => {
    expect(readScan(' TMP-1001 ')).toEqual({ code: 'TMP-1001' });
    expect(readScan('http://dock.example/dashboard')).toEqual({ code: 'http://dock.example/dashboard' });
    expect(readScan('  ')).toBeNull();
  });
});
