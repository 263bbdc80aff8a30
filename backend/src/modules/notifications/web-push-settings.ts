import type { Agent } from 'node:https';
import type { AppConfig } from '../../config/env.js';
import type { VapidKeys } from '../../config/vapid-keys.js';

/**
 * How this app sends Web Push: its VAPID keys and contact, the push services it sends to, and, in
 * tests only, the agent that trusts a local receiver.
 */
export interface WebPushSettings {
  keys: VapidKeys;
  subject: string;
  serviceHosts: readonly string[];
  agent?: Agent;
}

export function webPushSettings(config: Pick<AppConfig, 'vapidSubject' | 'pushServiceHosts'>, keys: VapidKeys, agent?: Agent): WebPushSettings {
  return { keys, subject: config.vapidSubject, serviceHosts: config.pushServiceHosts, ...(agent ? { agent } : {}) };
}

/**
 * Whether an endpoint is an https address of one of the push services: an exact host, or a subdomain
 * of a "*." entry, on port 443 unless the entry names another. The server POSTs to every stored
 * endpoint, so one naming anything else (an internal address, the cloud's metadata service, another
 * port of a push service's host) would make it a proxy into its own network.
 */
export function isPushService(settings: Pick<WebPushSettings, 'serviceHosts'>, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return settings.serviceHosts.some((entry) => {
    const [allowed = '', port = ''] = entry.split(':');
    if (url.port !== port) return false; // URL gives '' for https's own 443
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

export const WEB_PUSH_SETTINGS = Symbol('WEB_PUSH_SETTINGS');
