import { shipmentStatusLabel } from '@dockflow/contracts';
import { NOT_SET } from '../lib/format';

export interface QrLabel {
  /** The QR image (a data URL) that opens the shipment page. */
  qrCode: string;
  tmpNumber: string;
  containerDoor: string | null;
  dockLocation: string | null;
  status: string;
}

/**
 * A 4 x 3 inch label: the code on the left, what a dock worker reads on the right. The TMP number
 * never wraps: its size is chosen to fit the text column on one line.
 */
const LABEL_CSS = `
  @page { size: 4in 3in; margin: 0.15in; }
  html, body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #000; }
  .label { display: flex; align-items: center; gap: 0.15in; width: 3.7in; height: 2.7in; }
  .label img { width: 2.1in; height: 2.1in; flex: none; }
  .label div { min-width: 0; }
  .label h1 { margin: 0 0 0.1in; white-space: nowrap; }
  .label p { margin: 0 0 0.05in; font-size: 13pt; }
`;

/** The text column: 3.7in less the code (2.1in) and the gap (0.15in), in points. */
const TEXT_COLUMN_PT = (3.7 - 2.1 - 0.15) * 72;
/** Arial's widest capitals and digits are about 0.67 em. */
const CHARACTER_EM = 0.67;
const LARGEST_PT = 20;
const SMALLEST_PT = 6;

/** The TMP number's font size: 20 pt when it fits, smaller for a longer number so it stays on one line. */
export function tmpNumberFontPt(tmpNumber: string): number {
  const fitting = Math.floor(TEXT_COLUMN_PT / (Math.max(tmpNumber.length, 1) * CHARACTER_EM));
  return Math.max(SMALLEST_PT, Math.min(LARGEST_PT, fitting));
}

function labelLines(label: QrLabel): [string, string][] {
  return [
    ['Door', label.containerDoor ?? NOT_SET],
    ['Dock', label.dockLocation ?? NOT_SET],
    ['Status', shipmentStatusLabel(label.status)],
  ];
}

/**
 * docs/product.md §10: opens a label-sized print window with the QR code, TMP number, door, dock and
 * status, and prints it once the code is drawn. False when the browser blocked the window.
 */
export function printQrLabel(label: QrLabel): boolean {
  const printWindow = window.open('', '_blank', 'width=480,height=400');
  if (!printWindow) return false;
  const page = printWindow.document;
  page.title = `QR label ${label.tmpNumber}`;
  const style = page.createElement('style');
  style.textContent = LABEL_CSS;
  page.head.append(style);

  const image = page.createElement('img');
  image.alt = `QR code for ${label.tmpNumber}`;
  const heading = page.createElement('h1');
  heading.textContent = label.tmpNumber;
  heading.style.fontSize = `${tmpNumberFontPt(label.tmpNumber)}pt`;
  const details = page.createElement('div');
  details.append(
    heading,
    ...labelLines(label).map(([name, value]) => {
      const line = page.createElement('p');
      line.textContent = `${name}: ${value}`;
      return line;
    }),
  );
  const body = page.createElement('main');
  body.className = 'label';
  body.append(image, details);
  page.body.append(body);

  const print = () => {
    printWindow.focus();
    printWindow.print();
  };
  printWindow.addEventListener('afterprint', () => printWindow.close());
  image.addEventListener('load', print, { once: true });
  image.src = label.qrCode;
  return true;
}
