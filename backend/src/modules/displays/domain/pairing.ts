import type { DisplayPairing } from '@dockflow/contracts';
import { toWallDisplay } from './display-view.js';
import type { DisplayRecord } from './display.entity.js';
import { PAIRING_CODE_MINUTES, newPairingCode, secretHash } from './device-secrets.js';

/** Gives the display a new pairing code (any older one stops working) and answers it once, with the link that uses it. */
export function issuePairingCode(display: DisplayRecord, now: Date): DisplayPairing {
  const pairingCode = newPairingCode();
  display.pairingCodeHash = secretHash(pairingCode);
  display.pairingExpiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
  display.updatedAt = now;
  return { display: toWallDisplay(display), pairingCode, pairingPath: `/display?code=${pairingCode}` };
}
