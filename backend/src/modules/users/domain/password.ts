import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; these are OWASP's minimum recommended costs.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a login for an unknown username as slow as one for a real user. */
export const UNKNOWN_USER_HASH = await hashPassword('dockflow-timing-equaliser');
