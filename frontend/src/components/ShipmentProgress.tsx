import { TONE_COLORS, clampProgress, progressTone } from './shipmentIndicators';
import './plain/plain.css';

/** docs/product.md §3.4: a shipment's progress bar, coloured by how far it is, with its percentage. */
export function ShipmentProgress({ value }: { value: number | null | undefined }) {
  const percent = clampProgress(value);
  return (
    <div className="plain-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={`Progress ${percent}%`}>
      <div className="plain-progress-track">
        <div className="plain-progress-bar" style={{ width: `${percent}%`, background: TONE_COLORS[progressTone(percent)] }} />
      </div>
      <span className="plain-progress-text">{`${percent}%`}</span>
    </div>
  );
}
