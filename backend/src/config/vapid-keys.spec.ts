import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveVapidKeys } from './vapid-keys.js';

describe('resolveVapidKeys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dockflow-vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a pair once into the data directory, readable by the owner only, and reuses it', async () => {
    const first = await resolveVapidKeys(undefined, dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, 'vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect(await resolveVapidKeys(undefined, dataDir)).toEqual(first);
  });

  it('gives instances starting together on one data directory the same pair', async () => {
    const pairs = await Promise.all(Array.from({ length: 4 }, () => resolveVapidKeys(undefined, dataDir)));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect((await readdir(dataDir)).sort()).toEqual(['vapid-keys.json']);
  });

  it('uses the configured pair and writes nothing', async () => {
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) };
    expect(await resolveVapidKeys(configured, dataDir)).toBe(configured);
    await expect(stat(path.join(dataDir, 'vapid-keys.json'))).rejects.toThrow();
  });
});
