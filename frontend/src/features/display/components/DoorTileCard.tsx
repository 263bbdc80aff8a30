import { shipmentStatusLabel } from '@dockflow/contracts';
import { TONE_COLORS, clampProgress, progressTone } from '../../../components/shipmentIndicators';
import { formatMoney, owesLateFee, truckLabel } from '../../../components/valueFormat';
import { formatTime } from '../../../lib/format';
import type { DoorTile } from '../doorTiles';

function ProgressBar({ value }: { value: number }) {
  const percent = clampProgress(value);
  return (
    <div className="door-tile-progress">
      <div className="door-tile-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={`Progress ${percent}%`}>
        <div style={{ width: `${percent}%`, background: TONE_COLORS[progressTone(percent)] }} />
      </div>
      <span className="door-tile-percent">{`${percent}%`}</span>
    </div>
  );
}

function lateReason({ shipment, trucks }: DoorTile): string {
  const fee = trucks.find((truck) => owesLateFee(truck.lateFeesOwed));
  return shipment?.status === 'delayed' ? 'Late' : `Late fee ${formatMoney(fee?.lateFeesOwed)}`;
}

/** One dock door on the wall display: the shipment at it, or Free. */
export function DoorTileCard({ tile }: { tile: DoorTile }) {
  const { door, shipment, trucks, late, next } = tile;
  const [truck, ...moreTrucks] = trucks;
  return (
    <section className={`door-tile${late ? ' door-tile-late' : ''}${shipment ? '' : ' door-tile-free'}`} aria-label={`Door ${door}`}>
      <header className="door-tile-head">
        <span className="door-tile-door">{`Door ${door}`}</span>
        {late && <span className="door-tile-flag">{lateReason(tile)}</span>}
      </header>
      {shipment ? (
        <>
          <div className="door-tile-tmp">{shipment.tmpNumber}</div>
          <div className="door-tile-status">{shipmentStatusLabel(shipment.status)}</div>
          <ProgressBar value={shipment.progressPercentage} />
          {truck && (
            <div className="door-tile-truck">
              <div>{`${truckLabel(truck.truckColor, truck.truckNumber)}${moreTrucks.length ? ` +${moreTrucks.length} more` : ''}`}</div>
              <div>{truck.driverName ?? ''}</div>
            </div>
          )}
        </>
      ) : (
        <div className="door-tile-tmp">Free</div>
      )}
      {next && <div className="door-tile-next">{`Next: ${next.tmpNumber}${next.estimatedCompletion ? ` · ETA ${formatTime(next.estimatedCompletion)}` : ''}`}</div>}
    </section>
  );
}
