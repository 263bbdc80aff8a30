import { TONE_COLORS, rowDotTone } from './shipmentIndicators';

/** The coloured dot in front of a shipment row (docs/product.md §3.4); the status badge says the same in words. */
export function RowDot({ status }: { status: string | null | undefined }) {
  return <span className="row-dot" aria-hidden="true" style={{ backgroundColor: TONE_COLORS[rowDotTone(status)] }} />;
}
