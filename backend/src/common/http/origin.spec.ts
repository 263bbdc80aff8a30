import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { appOrigin, isAllowedOrigin, type OriginPolicy } from './origin.js';

const request = (headers: IncomingHttpHeaders, socket: object = {}) => ({ headers, socket }) as unknown as IncomingMessage;
const policy = (overrides: Partial<OriginPolicy> = {}): OriginPolicy => ({ allowedOrigins: [], publicOrigin: undefined, trustProxy: false, ...overrides });
const host = 'localhost:3000';

describe('isAllowedOrigin', () => {
  it.each<[string, IncomingHttpHeaders, Partial<OriginPolicy>, boolean]>([
    ['the app’s own origin', { origin: 'http://localhost:3000', host }, {}, true],
    ['a foreign origin', { origin: 'https://evil.example', host }, {}, false],
    ['a configured origin', { origin: 'https://dock.example', host }, { allowedOrigins: ['https://dock.example'] }, true],
    ['PUBLIC_URL', { origin: 'https://dock.example', host }, { publicOrigin: 'https://dock.example' }, true],
    ['a browser’s cross-site request without Origin or Referer', { host, 'sec-fetch-site': 'cross-site' }, {}, false],
    ['a non-browser client without Origin or Referer', { host }, {}, true],
    ['a malformed Origin header', { origin: 'null', host }, {}, false],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page', host }, {}, false],
    ['the app’s own Referer without Origin', { referer: 'http://localhost:3000/shipments', host }, {}, true],
    ['the same host on another scheme', { origin: 'https://localhost:3000', host }, {}, false],
    ['the same host on another port', { origin: 'http://localhost:4000', host }, {}, false],
    ['X-Forwarded-Host without a trusted proxy', { origin: 'https://evil.example', host, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, {}, false],
    ['X-Forwarded-Host and -Proto from a trusted proxy', { origin: 'https://dock.example', host, 'x-forwarded-host': 'dock.example', 'x-forwarded-proto': 'https' }, { trustProxy: true }, true],
  ])('%s → %s', (_name, headers, overrides, allowed) => {
    expect(isAllowedOrigin(request(headers), policy(overrides))).toBe(allowed);
  });
});

describe('appOrigin', () => {
  it('is PUBLIC_URL when configured', () => {
    expect(appOrigin(request({ host: 'evil.example' }), 'https://dock.example')).toBe('https://dock.example');
  });
  it('is otherwise the address and port the connection reached, whatever the Host header says', () => {
    expect(appOrigin(request({ host: 'evil.example' }, { localAddress: '::ffff:192.168.1.10', localPort: 3000 }), undefined)).toBe('http://192.168.1.10:3000');
    expect(appOrigin(request({ host: 'evil.example' }, { localAddress: '::1', localPort: 3000 }), undefined)).toBe('http://[::1]:3000');
  });
});
