import { Progress } from 'antd';
import { TONE_COLORS, clampProgress, progressTone } from './shipmentIndicators';

export function ShipmentProgress({ value }: { value: number | null | undefined }) {
  const percent = clampProgress(value);
  return (
    <Progress
      percent={percent}
      status="normal"
      size="small"
      strokeColor={TONE_COLORS[progressTone(percent)]}
      format={(shown) => `${shown}%`}
      aria-label={`Progress ${percent}%`}
    />
  );
}
