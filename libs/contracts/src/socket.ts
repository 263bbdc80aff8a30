import type { ShipmentChangedPayload, SpotterTaskChangedPayload, TimelineEntry, UserChangedPayload } from './events.js';
import type { MyAssignment } from './types.js';

/** Socket.IO event names and payloads pushed by the server. */
export const SOCKET_EVENTS = {
  /** To every screen showing shipments (the operations room): the shipment as it is now. */
  shipmentChanged: 'shipment.changed',
  /** To the screens showing one shipment (its room): the entry its timeline gained. */
  shipmentTimelineEntry: 'shipment.timeline-entry',
  spotterTaskChanged: 'spotter-task.changed',
  /** Sent only to the spotter a new task is assigned to, for a notification. */
  spotterTaskAssigned: 'spotter-task.assigned',
  /** Sent only to the OTR driver and forklift operator of an assignment whose instructions were sent (docs/product.md §8.4). */
  crewInstructionsReceived: 'crew-instructions.received',
  /** To admins (the user list) and to the user concerned (their own account). */
  userChanged: 'user.changed',
  /** To the uploader: how far their dock schedule import has got. */
  importProgress: 'import.progress',
  /** To paired wall displays (docs/product.md §9): a shipment changed; the screen reads its own board again. No data. */
  displayBoardChanged: 'display.board-changed',
  /**
   * To every screen showing shipments, in place of each event's own push, when one command recorded
   * more than 250 events (a large schedule import): the screens read what they show again.
   */
  bulkChanged: 'bulk.changed',
} as const;

/** Client-to-server messages: join or leave the room of a shipment shown on screen. */
export const SOCKET_COMMANDS = {
  watchShipment: 'shipment.watch',
  unwatchShipment: 'shipment.unwatch',
} as const;

/**
 * The handshake `auth` of a wall display's page. A browser can hold a person's session and a display's
 * cookie both (an admin who opened a pairing link); its display page connects as the display, its other
 * pages as the person.
 */
export const DISPLAY_HANDSHAKE_AUTH = { display: true } as const;

export const SOCKET_ROOMS = {
  /** Everyone signed in who may read operations data. */
  operations: 'operations',
  /** Admins: user management data. */
  admins: 'admins',
  shipment: (id: string) => `shipment:${id}`,
  /** Every paired wall display's socket (no person is in it). */
  displays: 'displays',
  display: (id: string) => `display:${id}`,
} as const;

export interface ShipmentTimelineEntryPayload {
  shipmentId: string;
  entry: TimelineEntry;
}

/** Answer to a watch request: whether the socket joined the room. */
export interface WatchAck {
  ok: boolean;
  error?: string;
}

/** What an import is doing: reading the file, checking its rows against what is stored, or saving them. */
export type ImportStage = 'reading' | 'checking' | 'saving';

export interface ImportProgressPayload {
  percent: number;
  stage: ImportStage;
}

/** How many events the command behind a bulk.changed push recorded. */
export interface BulkChangedPayload {
  events: number;
}

export interface ServerToClientEvents {
  [SOCKET_EVENTS.shipmentChanged]: (payload: ShipmentChangedPayload) => void;
  [SOCKET_EVENTS.shipmentTimelineEntry]: (payload: ShipmentTimelineEntryPayload) => void;
  [SOCKET_EVENTS.spotterTaskChanged]: (payload: SpotterTaskChangedPayload) => void;
  [SOCKET_EVENTS.spotterTaskAssigned]: (payload: SpotterTaskChangedPayload) => void;
  [SOCKET_EVENTS.crewInstructionsReceived]: (payload: MyAssignment) => void;
  [SOCKET_EVENTS.userChanged]: (payload: UserChangedPayload) => void;
  [SOCKET_EVENTS.importProgress]: (payload: ImportProgressPayload) => void;
  [SOCKET_EVENTS.displayBoardChanged]: () => void;
  [SOCKET_EVENTS.bulkChanged]: (payload: BulkChangedPayload) => void;
}

export interface ClientToServerEvents {
  [SOCKET_COMMANDS.watchShipment]: (shipmentId: string, ack?: (answer: WatchAck) => void) => void;
  [SOCKET_COMMANDS.unwatchShipment]: (shipmentId: string, ack?: (answer: WatchAck) => void) => void;
}
