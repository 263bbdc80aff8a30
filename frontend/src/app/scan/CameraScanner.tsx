import { Alert, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { decodeLabel } from '../../lib/scan/decodeLabel';
import { serveReaderWasmFromTheApp } from '../../lib/scan/readerWasm';

serveReaderWasmFromTheApp();

/** How often a camera frame is read. */
const FRAME_INTERVAL_MS = 200;

/** The browser's own barcode reader (Chromium on Android, ChromeOS and macOS); the DOM typings lack it. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** Reads one frame of the video: with the browser's BarcodeDetector when it has one, else with ZXing (WebAssembly) on a canvas. */
function frameReader(video: HTMLVideoElement): () => Promise<string | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const detector = new Detector({ formats: ['qr_code', 'code_128', 'code_39'] });
      return async () => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      // This platform's detector lacks these formats: ZXing reads them.
    }
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodeLabel(context.getImageData(0, 0, width, height));
  };
}

function CameraView({ onRead }: { onRead: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = frameReader(element);
      const tick = async () => {
        if (stopped) return;
        const text = await read().catch(() => null);
        if (text && !stopped) onRead(text);
        else timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onRead]);

  return (
    <>
      {problem ? (
        <Alert type="error" showIcon title="The camera could not be opened." description={problem} />
      ) : (
        <Typography.Paragraph type="secondary">Point the camera at the label's QR code or barcode.</Typography.Paragraph>
      )}
      <video ref={video} className="camera-scanner-video" muted playsInline aria-label="Camera" />
    </>
  );
}

/** The Scan dialog: the camera until a code is read. */
export function CameraScanner({ open, onClose, onRead }: { open: boolean; onClose: () => void; onRead: (text: string) => void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Scan a Label" destroyOnHidden>
      {open && <CameraView onRead={onRead} />}
    </Modal>
  );
}
