import { createHash, randomBytes } from 'node:crypto';

/** 32 letters and digits without the look-alikes (no I, O, 0, 1), so a code read off one screen is typed right on another. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** How long a pairing code can be used: the admin registers the display standing at its screen. */
export const PAIRING_CODE_MINUTES = 60;

/** A new pairing code, e.g. "K7QM-2XHD": 40 random bits (a byte's low five bits are uniform over the 32 letters). */
export function newPairingCode(): string {
  const letters = [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]!).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** What a typed code is compared as: case, spaces and dashes do not matter. */
export function normalizePairingCode(typed: string): string {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** A display's credential: 256 random bits, sent only in its cookie. */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Codes and tokens are stored as SHA-256: high-entropy secrets need no slow hash, and a database leak reveals neither. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
