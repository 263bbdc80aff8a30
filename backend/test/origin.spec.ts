import { CONTAINER_DOORS } from '@dockflow/contracts';
import supertest from 'supertest';
import { qrImage } from '../src/modules/shipments/queries/shipment-qr/shipment-qr.handler.js';
import { registerWithRole, startTestApp, type Account, type TestApp } from './support/test-app.js';

/** Each check-in at a door of its own: a door holds one active container (docs/product.md §3.11). */
let checkIns = 0;
const checkIn = (tmpNumber: string) => ({ tmpNumber, containerDoor: CONTAINER_DOORS[checkIns++ % CONTAINER_DOORS.length], dockLocation: 'Dock A' });

describe('origin checks and the app’s own address', () => {
  let test: TestApp;
  let admin: Account;
  const stored = async (tmpNumber: string) => (await test.sql('select 1 from shipments where tmp_number = $1', [tmpNumber])).length;
  const post = (tmpNumber: string, headers: Record<string, string>) => supertest(test.origin).post('/api/shipments').set('cookie', admin.cookie).set(headers).send(checkIn(tmpNumber));

  beforeAll(async () => {
    test = await startTestApp();
    admin = await registerWithRole(test, 'origin-admin', 'admin');
  });
  afterAll(() => test.close());

  it('refuses a foreign Referer when Origin is missing, and stores nothing', async () => {
    const response = await post('TMP-REF1', { referer: 'https://evil.example/attack.html' }).expect(403);
    expect(response.body).toMatchObject({ statusCode: 403, code: 'FOREIGN_ORIGIN' });
    expect(await stored('TMP-REF1')).toBe(0);
  });

  it('accepts the app’s own Referer when Origin is missing', async () => {
    await post('TMP-REF2', { referer: `${test.origin}/container-checkin` }).expect(201);
  });

  it('ignores X-Forwarded-Host and -Proto without a trusted proxy (TRUST_PROXY_HOPS=0)', async () => {
    await post('TMP-FWD', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }).expect(403);
    expect(await stored('TMP-FWD')).toBe(0);
  });

  it('compares the scheme and port, not only the host', async () => {
    const { hostname, port } = new URL(test.origin);
    await post('TMP-SCHEME', { origin: `https://${hostname}:${port}` }).expect(403);
    await post('TMP-PORT', { origin: `http://${hostname}:${Number(port) + 1}` }).expect(403);
    await post('TMP-SAME', { origin: test.origin }).expect(201);
  });

  it('builds the QR code from the address the server was reached at, not a forged Host header', async () => {
    const created = await post('TMP-QR-HOST', { origin: test.origin }).expect(201);
    const response = await supertest(test.origin).get(`/api/shipments/${created.body.id}/qr`).set('cookie', admin.cookie).set('host', 'evil.example').expect(200);
    expect(response.body.qrCode).toBe(await qrImage(`${test.origin}/shipments/${created.body.id}`));
    expect(response.body.qrCode).not.toBe(await qrImage(`http://evil.example/shipments/${created.body.id}`));
  });

  describe('with PUBLIC_URL', () => {
    let behindProxy: TestApp;

    // A second instance on the same database (passport's session users are process-wide).
    beforeAll(async () => {
      behindProxy = await startTestApp({ PUBLIC_URL: 'https://dock.example', TRUST_PROXY_HOPS: '1' }, test);
    });
    afterAll(() => behindProxy.close());

    it('accepts PUBLIC_URL as an origin and builds the QR code from it', async () => {
      const created = await supertest(behindProxy.origin).post('/api/shipments').set('cookie', admin.cookie).set('origin', 'https://dock.example').send(checkIn('TMP-PUBLIC')).expect(201);
      const response = await supertest(behindProxy.origin).get(`/api/shipments/${created.body.id}/qr`).set('cookie', admin.cookie).set('host', 'evil.example').expect(200);
      expect(response.body.qrCode).toBe(await qrImage(`https://dock.example/shipments/${created.body.id}`));
    });

    it('trusts the forwarded host and scheme of a configured proxy', async () => {
      await supertest(behindProxy.origin)
        .post('/api/shipments')
        .set('cookie', admin.cookie)
        .set({ origin: 'https://lan.dock.example', 'x-forwarded-host': 'lan.dock.example', 'x-forwarded-proto': 'https' })
        .send(checkIn('TMP-PROXIED'))
        .expect(201);
    });
  });
});
