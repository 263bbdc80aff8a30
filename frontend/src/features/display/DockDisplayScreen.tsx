import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { isHttpError } from '../../lib/http';
import { useConnectionState, type ConnectionState } from '../../lib/socket';
import { useGetDisplayBoardQuery, usePairDisplayMutation } from './api/displayBoardApi';
import { DisplayClock } from './components/DisplayClock';
import { DisplayPairing } from './components/DisplayPairing';
import { DisplayRevoked } from './components/DisplayRevoked';
import { DoorTileCard } from './components/DoorTileCard';
import { StaleDataBanner, useOutOfDateSince } from './components/StaleDataBanner';
import { doorTiles } from './doorTiles';
import { useDisplayLive } from './useDisplayLive';
import './dockDisplay.css';

/** A failed refresh is retried this often until it succeeds, so the board recovers by itself (docs/product.md §9). */
const RETRY_MS = 15_000;
/**
 * The board is read again this often even when nothing changes: the admin sees the display's last
 * contact, and a display whose socket cannot connect still learns of its revocation.
 */
const HEARTBEAT_MS = 60_000;

const CONNECTION_REASONS: Record<Exclude<ConnectionState, 'live'>, string> = { connecting: 'Connecting', reconnecting: 'Reconnecting', offline: 'Offline' };

/** What a 401 from the board means for this screen: never paired (or replaced), or revoked. */
function credentialProblem(error: unknown): 'unpaired' | 'revoked' | null {
  if (!isHttpError(error) || error.status !== 401) return null;
  return error.body?.code === 'DISPLAY_REVOKED' ? 'revoked' : 'unpaired';
}

/** Why, and since when, the board may be out of date: the live connection is down, or the server does not answer. */
function outOfDate(connection: ConnectionState, disconnectedSince: number | null, failing: boolean, lastAnswer: number | undefined) {
  if (connection !== 'live' && disconnectedSince !== null) return { reason: CONNECTION_REASONS[connection], since: disconnectedSince };
  return failing ? { reason: 'Cannot reach the server', since: lastAnswer ?? Date.now() } : null;
}

/** Asks again every RETRY_MS while the board fails (a server restart, a network outage), until it answers. */
function useRetryWhileFailing(failing: boolean, refetch: () => unknown): void {
  useEffect(() => {
    if (!failing) return;
    const timer = setInterval(refetch, RETRY_MS);
    return () => clearInterval(timer);
  }, [failing, refetch]);
}

/** Opened through a pairing link (/display?code=...): pairs once, then drops the code from the address. */
function usePairingLink(pair: (code: string) => unknown): void {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const used = useRef(false);
  useEffect(() => {
    if (!code || used.current) return;
    used.current = true;
    pair(code);
    setParams({}, { replace: true });
  }, [code, pair, setParams]);
}

/**
 * docs/product.md §9: /display, the board of a wall-mounted screen paired as a device (no person's
 * account): one tile per dock door for the display's docks, a clock and the connection state, in type
 * readable from 3 m. Unpaired it asks for its pairing code; revoked it says so. It raises no toasts.
 */
export function DockDisplayScreen() {
  const [pairDisplay, pairing] = usePairDisplayMutation();
  const board = useGetDisplayBoardQuery(undefined, { pollingInterval: HEARTBEAT_MS });
  const { refetch } = board;
  const pair = (code: string) => void pairDisplay(code);
  usePairingLink(pair);
  const problem = credentialProblem(board.error);
  const paired = Boolean(board.data) && problem === null;
  useDisplayLive(paired);
  const connection = useConnectionState();
  const disconnectedSince = useOutOfDateSince(connection);
  const failing = board.isError && problem === null;
  useRetryWhileFailing(failing, refetch);

  if (problem === 'revoked') return <div className="dock-display"><DisplayRevoked /></div>;
  if (problem === 'unpaired' || pairing.isLoading) {
    return (
      <div className="dock-display">
        <DisplayPairing pairing={pairing.isLoading} error={pairing.error} onPair={pair} />
      </div>
    );
  }

  const staleness = outOfDate(connection, disconnectedSince, failing, board.fulfilledTimeStamp);
  return (
    <div className="dock-display">
      <header className="dock-display-header">
        <h1>{board.data ? `${board.data.display.name} — ${board.data.display.docks.join(', ')}` : 'DockFlow — Dock Board'}</h1>
        <DisplayClock />
        {paired && <ConnectionBadge />}
      </header>
      {staleness && paired && <StaleDataBanner {...staleness} />}
      {board.data ? (
        <main className="dock-display-grid">
          {doorTiles(board.data.shipments, board.data.truckers, board.data.doors).map((tile) => (
            <DoorTileCard key={tile.door} tile={tile} />
          ))}
        </main>
      ) : (
        <main className="dock-display-waiting">{failing ? 'The dock board could not be loaded. Retrying…' : <Spin size="large" aria-label="Loading" />}</main>
      )}
    </div>
  );
}
