import type { DockLocation } from './enums.js';
import type { ContainerDoorStatus, Shipment, TruckerBoardRow } from './types.js';

/** Where a wall display stands: registered and waiting for its screen, paired, or revoked. */
export const DISPLAY_STATES = ['awaiting_pairing', 'paired', 'revoked'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/** A wall display as the admin sees it (docs/product.md §9). */
export interface WallDisplay {
  id: string;
  name: string;
  docks: DockLocation[];
  state: DisplayState;
  /** When the screen last called the server (stored at most once a minute); null before pairing. */
  lastContactAt: string | null;
  pairedAt: string | null;
  revokedAt: string | null;
  /** Until when the current pairing code can be used; null once paired or revoked. */
  pairingExpiresAt: string | null;
  createdAt: string;
}

/** The answer to registering a display or asking for a new code: the code is shown once, never stored in the clear. */
export interface DisplayPairing {
  display: WallDisplay;
  pairingCode: string;
  /** The app path that pairs the screen that opens it, e.g. /display?code=ABCD-2345. */
  pairingPath: string;
}

/** What a paired screen reads: itself, and the shipments at the doors of its docks with their trucks and the next in line. */
export interface DisplayBoard {
  display: { id: string; name: string; docks: DockLocation[] };
  shipments: Shipment[];
  truckers: TruckerBoardRow[];
  /** Each door as the display's docks see it: its container, and the scheduled one next in line. */
  doors: ContainerDoorStatus[];
}
