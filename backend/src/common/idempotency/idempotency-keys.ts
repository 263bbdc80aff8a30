import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { executeBulk } from '../../database/bulk-statement.js';
import { preparedStatement } from '../../database/prepared-statements.js';

/** How long a stored key answers a retry (docs/decisions.md, "Idempotency keys"). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A command request carrying an Idempotency-Key, as its command transaction stores it. */
export interface KeyedRequest {
  readonly userId: string;
  readonly key: string;
  readonly method: string;
  readonly path: string;
  /** Of method, path and body: the same key on another request is refused. */
  readonly requestHash: string;
  /** The route's own status, answered again on a replay. */
  readonly statusCode: number;
  /** Set once a transaction has committed the key with its answer. */
  stored: boolean;
}

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/**
 * Thrown inside a command's transaction when another request committed the same key first: the
 * transaction rolls back, and the request answers what the other one stored.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('The Idempotency-Key was stored by another request.');
    this.name = 'IdempotencyKeyTaken';
  }
}

const keyedRequests = new AsyncLocalStorage<KeyedRequest>();

/** Runs the request's handling with its key, for the command transaction to store. */
export function runWithKey<T>(keyed: KeyedRequest, handle: () => T): T {
  return keyedRequests.run(keyed, handle);
}

/** The key of the request being handled, until a transaction has stored it. */
export function unstoredKey(): KeyedRequest | undefined {
  const keyed = keyedRequests.getStore();
  return keyed && !keyed.stored ? keyed : undefined;
}

const oldestLive = (now: Date) => new Date(now.getTime() - KEY_LIFETIME_MS);

const CLAIM_KEY = preparedStatement(
  `insert into idempotency_keys as stored (user_id, key, method, path, request_hash, status_code, created_at)
   values ($1, $2, $3, $4, $5, $6, $7)
   on conflict (user_id, key) do update
     set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
         status_code = excluded.status_code, response = null, created_at = excluded.created_at
     where stored.created_at < $8
   returning stored.key`,
);
const STORE_ANSWER = preparedStatement('update idempotency_keys set response = $3::jsonb where user_id = $1 and key = $2');

/**
 * Takes the key at the start of the command's transaction. A request holding the same key in a
 * transaction not yet committed makes this wait on the primary key: if it commits, this throws
 * IdempotencyKeyTaken; if it rolls back, this one takes the key. A key past its lifetime that the
 * sweep has not removed yet is taken over.
 */
export async function claimKey(em: EntityManager, keyed: KeyedRequest, now: Date): Promise<void> {
  const taken = await executeBulk<{ key: string }>(em, CLAIM_KEY, [
    keyed.userId,
    keyed.key,
    keyed.method,
    keyed.path,
    keyed.requestHash,
    keyed.statusCode,
    now,
    oldestLive(now),
  ]);
  if (taken.length === 0) throw new IdempotencyKeyTaken();
}

/** Stores the route's answer with the key, in the same transaction, before it commits. */
export async function storeAnswer(em: EntityManager, keyed: KeyedRequest, body: unknown): Promise<void> {
  await executeBulk(em, STORE_ANSWER, [
    keyed.userId,
    keyed.key,
    body === undefined ? null : JSON.stringify(body),
  ]);
}

/** The committed answer for this user's key, unless it is past its lifetime. */
export async function findAnswer(em: EntityManager, userId: string, key: string, now: Date): Promise<StoredAnswer | undefined> {
  const [row] = await em.execute<{ request_hash: string; status_code: number; response: unknown }[]>(
    'select request_hash, status_code, response from idempotency_keys where user_id = ? and key = ? and created_at >= ?',
    [userId, key, oldestLive(now)],
  );
  return row && { requestHash: row.request_hash, statusCode: row.status_code, body: row.response };
}

/** Removes the keys past their lifetime; returns how many. */
export async function deleteExpiredKeys(em: EntityManager, now: Date): Promise<number> {
  const result = await em.execute<QueryResult>('delete from idempotency_keys where created_at < ?', [oldestLive(now)], 'run');
  return result.affectedRows;
}
