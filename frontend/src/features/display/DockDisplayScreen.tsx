import { Spin } from 'antd';
import { useEffect } from 'react';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { useConnectionState, type ConnectionState } from '../../lib/socket';
import { useListContainerDoorsQuery } from '../../resources/containerDoors';
import { useGetTruckerBoardQuery } from '../../resources/truckerBoard';
import { useListDoorShipmentsQuery } from './api/doorShipmentsApi';
import { DisplayClock } from './components/DisplayClock';
import { DoorTileCard } from './components/DoorTileCard';
import { StaleDataBanner, useOutOfDateSince } from './components/StaleDataBanner';
import { doorTiles } from './doorTiles';
import './dockDisplay.css';

/** A failed refresh is retried this often until it succeeds, so the board recovers by itself (docs/product.md §9). */
const RETRY_MS = 15_000;

const CONNECTION_REASONS: Record<Exclude<ConnectionState, 'live'>, string> = { reconnecting: 'Reconnecting', offline: 'Offline' };

interface Answer {
  isError: boolean;
  /** When the query last answered. */
  fulfilledTimeStamp?: number;
}

/** Why, and since when, the board may be out of date: the live connection is down, or the server does not answer. */
function outOfDate(connection: ConnectionState, disconnectedSince: number | null, answers: Answer[]) {
  if (connection !== 'live' && disconnectedSince !== null) return { reason: CONNECTION_REASONS[connection], since: disconnectedSince };
  if (!answers.some((answer) => answer.isError)) return null;
  return { reason: 'Cannot reach the server', since: Math.min(...answers.map((answer) => answer.fulfilledTimeStamp ?? Date.now())) };
}

/** Asks again every RETRY_MS while a query fails (a server restart, a network outage), until it answers. */
function useRetryWhileFailing(failing: boolean, refetch: () => unknown): void {
  useEffect(() => {
    if (!failing) return;
    const timer = setInterval(refetch, RETRY_MS);
    return () => clearInterval(timer);
  }, [failing, refetch]);
}

/**
 * docs/product.md §9: /display, the board for a wall-mounted screen: one tile per dock door, a clock and
 * the connection state, in type readable from 3 m. Shown without the app's header and sidebar.
 */
export function DockDisplayScreen() {
  const connection = useConnectionState();
  const disconnectedSince = useOutOfDateSince(connection);
  const shipments = useListDoorShipmentsQuery();
  const board = useGetTruckerBoardQuery();
  const doors = useListContainerDoorsQuery();
  useRetryWhileFailing(shipments.isError, shipments.refetch);
  useRetryWhileFailing(board.isError, board.refetch);
  useRetryWhileFailing(doors.isError, doors.refetch);

  const staleness = outOfDate(connection, disconnectedSince, [shipments, board, doors]);

  return (
    <div className="dock-display">
      <header className="dock-display-header">
        <h1>DockFlow — Dock Board</h1>
        <DisplayClock />
        <ConnectionBadge />
      </header>
      {staleness && <StaleDataBanner {...staleness} />}
      {shipments.data ? (
        <main className="dock-display-grid">
          {doorTiles(shipments.data, board.data?.truckers ?? [], doors.data).map((tile) => (
            <DoorTileCard key={tile.door} tile={tile} />
          ))}
        </main>
      ) : (
        <main className="dock-display-waiting">{shipments.isError ? 'The dock board could not be loaded. Retrying…' : <Spin size="large" aria-label="Loading" />}</main>
      )}
    </div>
  );
}
