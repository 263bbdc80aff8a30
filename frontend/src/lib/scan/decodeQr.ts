import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';

/** An image as the decoder reads it: one brightness byte (0 black to 255 white) per pixel, row by row. */
export interface LuminanceImage {
  luminance: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A camera frame (RGBA, as a canvas gives it) as brightness: the usual (r + 2g + b) / 4. */
export function luminanceOf({ data, width, height }: ImageData): LuminanceImage {
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    const offset = pixel * 4;
    luminance[pixel] = (data[offset] + 2 * data[offset + 1] + data[offset + 2]) >> 2;
  }
  return { luminance, width, height };
}

const reader = new QRCodeReader();

/** The text of the QR code in the image, or null when none can be read (the frame missed it). */
export function decodeQr({ luminance, width, height }: LuminanceImage): string | null {
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))).getText();
  } catch {
    // No code in this frame, or not readable yet: the next frame is tried.
    return null;
  } finally {
    reader.reset();
  }
}
