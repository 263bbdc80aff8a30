import { Alert, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrSubject {
  /** What the code encodes: a TMP number, or the shipment page's absolute URL (docs/product.md §10). */
  content: string;
  tmpNumber: string;
}

type Drawing = { content: string; image: string } | { content: string; failed: true };

export function QrCodeLabel({ subject }: { subject: QrSubject }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(subject.content, { margin: 1, width: 240 }).then(
      (image) => current && setDrawing({ content: subject.content, image }),
      () => current && setDrawing({ content: subject.content, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [subject.content]);

  const shown = drawing?.content === subject.content ? drawing : null;
  return (
    <figure className="qr-label">
      {!shown && <Spin aria-label="Drawing QR code" />}
      {shown && 'image' in shown && <img src={shown.image} alt={`QR code for ${subject.tmpNumber}`} width={240} height={240} />}
      {shown && 'failed' in shown && <Alert type="error" title="The QR code could not be drawn." />}
      <figcaption>
        <Typography.Text strong>{subject.tmpNumber}</Typography.Text>
      </figcaption>
    </figure>
  );
}
