import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

/** The VAPID key pair Web Push is signed with (RFC 8292): the public key is what browsers subscribe with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept under
 * the data directory, as the session secret. A new pair would orphan every subscription made with
 * the old one, so every instance must use the same pair: instances sharing DATA_DIR and starting
 * together agree on one, as the file is created whole and at most once (a link, which fails when
 * the file exists), and the one that loses reads the winner's.
 */
export async function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(path.resolve(dataDir), 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, JSON.stringify(webPush.generateVAPIDKeys()) + '\n', { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
}
