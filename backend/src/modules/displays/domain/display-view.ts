import type { DisplayState, WallDisplay } from '@dockflow/contracts';
import type { DisplayRecord } from './display.entity.js';

function state(display: DisplayRecord): DisplayState {
  if (display.revokedAt) return 'revoked';
  return display.pairedAt ? 'paired' : 'awaiting_pairing';
}

/** The contracts shape of a display, as the admin sees it. */
export function toWallDisplay(display: DisplayRecord): WallDisplay {
  return {
    id: display.id,
    name: display.name,
    docks: display.docks,
    state: state(display),
    lastContactAt: display.lastContactAt?.toISOString() ?? null,
    pairedAt: display.pairedAt?.toISOString() ?? null,
    revokedAt: display.revokedAt?.toISOString() ?? null,
    pairingExpiresAt: display.pairingExpiresAt?.toISOString() ?? null,
    createdAt: display.createdAt.toISOString(),
  };
}
