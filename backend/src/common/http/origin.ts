import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AppConfig } from '../../config/env.js';

/** What decides which origins may change state or open a socket. */
export interface OriginPolicy {
  /** ALLOWED_ORIGINS, as origins. */
  allowedOrigins: readonly string[];
  /** PUBLIC_URL's origin, when configured. */
  publicOrigin: string | undefined;
  /** TRUST_PROXY_HOPS > 0: only then do X-Forwarded-Proto and X-Forwarded-Host say how the browser reached the app. */
  trustProxy: boolean;
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/** scheme://host:port of a URL (default ports dropped), or null for anything that is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origin the client addressed: its scheme (TLS or not) and Host, or a trusted proxy's forwarded ones. */
function addressedOrigin(request: IncomingMessage, trustProxy: boolean): string | null {
  const headers = request.headers;
  const scheme = (trustProxy && first(headers['x-forwarded-proto'])) || ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (trustProxy && first(headers['x-forwarded-host'])) || headers.host;
  return host ? originOf(`${scheme}://${host}`) : null;
}

/** The origin a browser request claims to come from: Origin, else the Referer's; undefined when it sent neither. */
function claimedOrigin(headers: IncomingHttpHeaders): string | null | undefined {
  if (headers.origin !== undefined) return originOf(headers.origin);
  if (headers.referer !== undefined) return originOf(headers.referer);
  return undefined;
}

/**
 * A request may change state or open a socket only from the app's own origin (the scheme, host and
 * port it was addressed at, or PUBLIC_URL) or one listed in ALLOWED_ORIGINS; scheme and port count.
 * Without Origin the Referer speaks for it; a request with neither comes from a non-browser client
 * (or a browser saying it is not cross-site) and is left to the session check.
 */
export function isAllowedOrigin(request: IncomingMessage, policy: OriginPolicy): boolean {
  const claimed = claimedOrigin(request.headers);
  if (claimed === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (claimed === null) return false;
  return policy.allowedOrigins.includes(claimed) || claimed === policy.publicOrigin || claimed === addressedOrigin(request, policy.trustProxy);
}

export function originPolicy(config: Pick<AppConfig, 'allowedOrigins' | 'publicUrl' | 'trustProxyHops'>): OriginPolicy {
  return { allowedOrigins: config.allowedOrigins, publicOrigin: config.publicUrl, trustProxy: config.trustProxyHops > 0 };
}

/**
 * The app's absolute address for links and QR codes: PUBLIC_URL, or else the address and port this
 * connection reached on the server. Never the Host header, which whoever sends the request chooses.
 */
export function appOrigin(request: IncomingMessage, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const { localAddress = '127.0.0.1', localPort, encrypted } = request.socket as TLSSocket;
  const address = localAddress.replace(/^::ffff:/, '');
  return `${encrypted ? 'https' : 'http'}://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}
