import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One push as a push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its ECDH key pair and auth secret, to decrypt what it receives. */
export interface TestSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(push: ReceivedPush): string;
}

/**
 * A local stand-in for a push service (RFC 8030): an HTTPS server on 127.0.0.1 with a certificate
 * made for it (openssl), which keeps what it receives and answers 201, or the status a test sets per
 * path. `agent` trusts its certificate, for the app's sender.
 */
export interface PushReceiver {
  origin: string;
  agent: Agent;
  received: ReceivedPush[];
  /** The status answered to pushes to `path` from now on (201 by default). */
  answer(path: string, status: number): void;
  /** Pushes to `path` get no answer until `release()`: a push service that is slow to answer. */
  hold(path: string): void;
  release(): void;
  /** The next push to `path` (or one already received and not taken yet). */
  next(path: string, timeoutMs?: number): Promise<ReceivedPush>;
  subscriber(path: string): TestSubscriber;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'dockflow-push-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** RFC 8291 (aes128gcm, one record): what the user agent does with a push it receives. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const contentKey = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const held = new Set<string>();
  const unanswered: (() => void)[] = [];
  const waiting: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      const waiter = waiting.findIndex((entry) => entry.path === push.path);
      if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(push);
      else received.push(push);
      const reply = () => void response.writeHead(statuses.get(push.path) ?? 201).end();
      if (held.has(push.path)) unanswered.push(reply);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    agent: new Agent({ ca: cert }),
    received,
    answer: (pushPath, status) => void statuses.set(pushPath, status),
    hold: (pushPath) => void held.add(pushPath),
    release() {
      held.clear();
      for (const reply of unanswered.splice(0)) reply();
    },
    next(pushPath, timeoutMs = 5000) {
      const already = received.findIndex((push) => push.path === pushPath);
      if (already >= 0) return Promise.resolve(received.splice(already, 1)[0]!);
      return new Promise((resolve, reject) => {
        const entry = { path: pushPath, resolve: (push: ReceivedPush) => (clearTimeout(timer), resolve(push)) };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`No push to ${pushPath} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    subscriber(pushPath) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}${pushPath}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        decrypt: (push) => decryptAes128gcm(push.body, ecdh, authSecret),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
