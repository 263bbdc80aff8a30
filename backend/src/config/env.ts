import type { ShiftStart } from '@dockflow/contracts';
/**
 * Typed configuration, read once from the environment and validated at start:
 * a wrong value stops the app with a message naming the variable.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** Unset: the app starts an embedded PostgreSQL under DATA_DIR. */
  databaseUrl: string | undefined;
  /** Unset: jobs run in-process and pushes stay on this instance. */
  redisUrl: string | undefined;
  /** Namespace of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  dataDir: string;
  embeddedPostgresPort: number;
  sessionSecret: string | undefined;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither: unset, a pair is generated into DATA_DIR. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who runs this push sender (RFC 8292 `sub`): a mailto: or https: contact of the site. */
  vapidSubject: string;
  /**
   * The push services a device's subscription may point at (host names, port 443 unless one is given;
   * "*.example.com" for its subdomains): the server POSTs to a subscription's endpoint, so any other address is refused.
   */
  pushServiceHosts: string[];
  /** Self-service sign-ups one client address may make per hour (POST /api/register). */
  registrationsPerHour: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How often open sockets are checked against their sessions (besides on each client message), to close those of ended sessions. */
  socketSessionCheckSeconds: number;
  trustProxyHops: number;
  /**
   * The address users reach the app at (an origin such as https://dock.example.com): builds every
   * absolute address (the QR codes'), and is an allowed origin. Unset: the address the server was reached on.
   */
  publicUrl: string | undefined;
  /** Origins allowed to make state-changing calls and open sockets, besides the app's own. */
  allowedOrigins: string[];
  siteTimezone: string;
  /** SITE_NAME: what the header names beside the shift (a dock, a building); undefined shows the shift alone. */
  siteName: string | undefined;
  /** SITE_SHIFTS: the shifts of the site's day, ordered by the wall-clock minute they start at. */
  siteShifts: ShiftStart[];
  lateFeePerHour: number;
  /**
   * How long an import job's lock lasts without renewal: when the instance running it dies, another
   * instance's worker takes the job over after about this long (BullMQ lockDuration and stalledInterval).
   */
  importJobLockSeconds: number;
  /** How often shipments past their ETA are marked delayed; 0 turns the sweep off. */
  delaySweepSeconds: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  nodeEnv: 'development' | 'production' | 'test';
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function timezone(env: Env, name: string): string {
  const raw = env[name];
  const fallback = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (raw === undefined || raw === '') return fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
  } catch {
    throw new ConfigError(name, `must be an IANA time zone such as America/Chicago (got "${raw}")`);
  }
  return raw;
}

/** A name shown in the header: printable, no control characters, short enough for one line. */
function label(name: string, raw: string, maxLength: number): string {
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (text === '' || text.length > maxLength || /[\u0000-\u001f\u007f]/.test(text)) {
    throw new ConfigError(name, `must be 1 to ${maxLength} printable characters (got "${raw}")`);
  }
  return text;
}

/** "06:00 Day Shift, 18:00 Night Shift": each shift runs from its start until the next one starts. */
function shifts(env: Env, name: string): ShiftStart[] {
  const raw = env[name] || DEFAULT_SHIFTS;
  const parsed = raw.split(',').map((entry) => {
    const match = /^\s*(\d{1,2}):(\d{2})\s+(.+)$/.exec(entry);
    const hour = Number(match?.[1]);
    const minute = Number(match?.[2]);
    if (!match || hour > 23 || minute > 59) {
      throw new ConfigError(name, `must be a comma-separated list of shift starts like "06:00 Day Shift, 18:00 Night Shift" (got "${entry.trim()}")`);
    }
    return { name: label(name, match[3]!, 40), minuteOfDay: hour * 60 + minute };
  });
  const starts = new Set(parsed.map((shift) => shift.minuteOfDay));
  if (starts.size !== parsed.length) throw new ConfigError(name, `must give each shift its own start time (got "${raw}")`);
  return parsed.sort((a, b) => a.minuteOfDay - b.minuteOfDay);
}

const DEFAULT_SHIFTS = '06:00 Day Shift, 18:00 Night Shift';

function publicUrl(env: Env): string | undefined {
  const raw = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new ConfigError('PUBLIC_URL', `must be an origin like https://dock.example.com, without a path (got "${raw}")`);
  }
  return parsed.origin;
}

function origins(env: Env, name: string): string[] {
  const raw = env[name];
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    try {
      return new URL(origin).origin;
    } catch {
      throw new ConfigError(name, `must be a comma-separated list of origins like https://dock.example.com (got "${origin}")`);
    }
  });
}

function vapidKeys(env: Env): AppConfig['vapidKeys'] {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !/^[A-Za-z0-9_-]{87}$/.test(publicKey)) throw new ConfigError('VAPID_PUBLIC_KEY', 'must be the 87-character base64url public key that goes with VAPID_PRIVATE_KEY');
  if (!privateKey || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) throw new ConfigError('VAPID_PRIVATE_KEY', 'must be the 43-character base64url private key that goes with VAPID_PUBLIC_KEY');
  return { publicKey, privateKey };
}

function vapidSubject(env: Env): string {
  const raw = env.VAPID_SUBJECT || 'mailto:webpush@dockflow.invalid';
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(raw)) throw new ConfigError('VAPID_SUBJECT', `must be a mailto: address or an https: URL (got "${raw}")`);
  return raw;
}

/** The browsers' own push services: Chrome, Edge (Chromium) and most others; Firefox; Safari; Edge on Windows. */
const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com, android.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com, *.notify.windows.com';
const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

function hostList(env: Env, name: string, fallback: string): string[] {
  const raw = env[name] || fallback;
  return raw.split(',').map((entry) => {
    const host = entry.trim().toLowerCase();
    if (!HOST_NAME.test(host)) throw new ConfigError(name, `must be a comma-separated list of host names like fcm.googleapis.com, *.notify.windows.com or push.example.com:8443 (got "${entry.trim()}")`);
    return host;
  });
}

export function loadConfig(env: Env = process.env): AppConfig {
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'dockflow:',
    dataDir: env.DATA_DIR || '.data',
    embeddedPostgresPort: integer(env, 'EMBEDDED_PG_PORT', 54320, 1024, 65535),
    sessionSecret,
    vapidKeys: vapidKeys(env),
    vapidSubject: vapidSubject(env),
    pushServiceHosts: hostList(env, 'PUSH_SERVICE_HOSTS', DEFAULT_PUSH_SERVICE_HOSTS),
    registrationsPerHour: integer(env, 'REGISTRATIONS_PER_HOUR', 20, 1, 1_000_000),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 12 * 60, 1, 60 * 24 * 30),
    sessionAbsoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 24 * 7, 1, 24 * 365),
    socketSessionCheckSeconds: integer(env, 'SOCKET_SESSION_CHECK_SECONDS', 30, 1, 3600),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 0, 0, 10),
    publicUrl: publicUrl(env),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    siteTimezone: timezone(env, 'SITE_TIMEZONE'),
    siteName: env.SITE_NAME ? label('SITE_NAME', env.SITE_NAME, 60) : undefined,
    siteShifts: shifts(env, 'SITE_SHIFTS'),
    lateFeePerHour: integer(env, 'LATE_FEE_PER_HOUR', 50, 0, 100000),
    importJobLockSeconds: integer(env, 'IMPORT_JOB_LOCK_SECONDS', 30, 2, 600),
    delaySweepSeconds: integer(env, 'DELAY_SWEEP_SECONDS', 60, 0, 3600),
    logLevel: oneOf(env, 'LOG_LEVEL', ['error', 'warn', 'log', 'debug'] as const, 'log'),
    nodeEnv: oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
