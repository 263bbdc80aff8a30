import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { useSyncExternalStore } from 'react';
import type { ApiError } from '@dockflow/contracts';
import { IDEMPOTENCY_KEY } from './idempotencyKey';

/**
 * The device's outbox (docs/decisions.md, "Offline"): commands issued while no network answered,
 * kept in IndexedDB so a reload or a closed tab does not lose them, and sent in the order they were
 * made, each with its own Idempotency-Key, when the network is back.
 */
export interface QueuedCommand {
  /** The order of the commands on this device (IndexedDB's key). */
  seq: number;
  /** The Idempotency-Key the command was made with; every attempt sends it. */
  key: string;
  /** Whose command it is: only that user's session sends it. */
  userId: string;
  method: string;
  /** The API path, as the endpoint gave it (without /api). */
  url: string;
  body: unknown;
  /** `refused` once the server answered no; kept until its author has seen it. */
  state: 'waiting' | 'refused';
  /** The server's reason for a refusal. */
  reason?: string;
}

export type NewCommand = Omit<QueuedCommand, 'seq' | 'state' | 'reason'>;

interface OutboxSchema extends DBSchema {
  commands: { key: number; value: QueuedCommand };
}

const DATABASE = 'dockflow-outbox';
const STORE = 'commands';

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;
const openOutbox = () =>
  (database ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade: (db) => {
      db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    },
  }));

let commands: readonly QueuedCommand[] = [];
/** Who is signed in on this page: the author of the commands queued now, and whose commands are sent. */
let signedInUserId: string | null = null;
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly QueuedCommand[]): void {
  commands = next;
  for (const listener of listeners) listener();
}

/** Reads the outbox from IndexedDB once per page. */
export function loadOutbox(): Promise<void> {
  return (loaded ??= openOutbox().then(async (db) => publish(await db.getAll(STORE))));
}

export async function enqueueCommand(command: NewCommand): Promise<QueuedCommand> {
  await loadOutbox();
  const db = await openOutbox();
  const entry = { ...command, state: 'waiting' } as QueuedCommand;
  entry.seq = await db.add(STORE, entry);
  publish([...commands, entry]);
  return entry;
}

export function setOutboxUser(userId: string | null): void {
  signedInUserId = userId;
}

export const outboxUser = (): string | null => signedInUserId;

/** Whether commands of this user still wait: a new one must queue behind them to keep the order. */
export const hasWaiting = (userId: string | null): boolean => commands.some((command) => command.state === 'waiting' && command.userId === userId);

/** The author has read a refusal: it leaves the outbox. */
export async function dismissCommand(seq: number): Promise<void> {
  await (await openOutbox()).delete(STORE, seq);
  publish(commands.filter((command) => command.seq !== seq));
}

async function settle(command: QueuedCommand, outcome: { refusedWith: string } | 'sent'): Promise<void> {
  const db = await openOutbox();
  if (outcome === 'sent') {
    await db.delete(STORE, command.seq);
    publish(commands.filter((entry) => entry.seq !== command.seq));
    return;
  }
  const refused: QueuedCommand = { ...command, state: 'refused', reason: outcome.refusedWith };
  await db.put(STORE, refused);
  publish(commands.map((entry) => (entry.seq === command.seq ? refused : entry)));
}

export interface SendReport {
  sent: number;
  refused: QueuedCommand[];
  /** True when the network or the server stopped the round: the rest waits for the next one. */
  interrupted: boolean;
}

/**
 * An answer that means "not now" rather than "no": the session is gone (sent again once its author
 * signs in), the server is unavailable or overloaded. Anything else in 4xx is the server's refusal.
 */
const isNotNow = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500;

async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as ApiError;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not the one JSON error shape: the status says it.
  }
  return `${response.status}: ${text || response.statusText}`;
}

async function sendOne(command: QueuedCommand): Promise<'sent' | 'not-now' | { refusedWith: string }> {
  let response: Response;
  try {
    response = await fetch(`/api${command.url}`, {
      method: command.method,
      credentials: 'include',
      headers: { [IDEMPOTENCY_KEY]: command.key, ...(command.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: command.body === undefined ? undefined : JSON.stringify(command.body),
    });
  } catch {
    return 'not-now';
  }
  if (response.ok) return 'sent';
  if (isNotNow(response.status)) return 'not-now';
  return { refusedWith: await reasonOf(response) };
}

let sending: Promise<SendReport> | undefined;

/** Sends this user's waiting commands one at a time, oldest first; one round at a time per page. */
export function sendWaiting(userId: string): Promise<SendReport> {
  sending ??= (async () => {
    await loadOutbox();
    const report: SendReport = { sent: 0, refused: [], interrupted: false };
    for (const command of commands.filter((entry) => entry.state === 'waiting' && entry.userId === userId)) {
      const outcome = await sendOne(command);
      if (outcome === 'not-now') {
        report.interrupted = true;
        break;
      }
      await settle(command, outcome);
      if (outcome === 'sent') report.sent += 1;
      else report.refused.push({ ...command, state: 'refused', reason: outcome.refusedWith });
    }
    return report;
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/** Calls `listener` whenever a command is queued, sent, refused or dismissed; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  void loadOutbox();
  return () => {
    listeners.delete(listener);
  };
}

/** Every command on this device, oldest first. */
export const outboxCommands = (): readonly QueuedCommand[] => commands;

/** A page the server draws has read no outbox: the device's is read once the page runs. */
const NONE_READ: readonly QueuedCommand[] = [];
const noCommandsRead = () => NONE_READ;

/** The outbox as a screen shows it; re-renders when a command is queued, sent or refused. */
export function useOutbox(): readonly QueuedCommand[] {
  return useSyncExternalStore(subscribeOutbox, outboxCommands, noCommandsRead);
}

/** The signed-in user's queued commands to one API path whose body `belongs` (e.g. to the shipment on screen), oldest first. */
export function useQueuedCommands<Body>(url: string, belongs: (body: Body) => boolean): QueuedCommand[] {
  const all = useOutbox();
  return all.filter((command) => command.userId === signedInUserId && command.url === url && belongs(command.body as Body));
}
