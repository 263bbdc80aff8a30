import type { Agent } from 'node:https';
import type { VapidKeys } from '../../config/vapid-keys.js';

/** How this app sends Web Push: its VAPID keys and contact, and, in tests only, the agent that trusts a local receiver. */
export interface WebPushSettings {
  keys: VapidKeys;
  subject: string;
  agent?: Agent;
}

export const WEB_PUSH_SETTINGS = Symbol('WEB_PUSH_SETTINGS');
