import supertest from 'supertest';
import { register, startTestApp, type Account, type TestApp } from './support/test-app.js';

describe('protection enforced by the server', () => {
  let test: TestApp;
  let admin: Account;

  beforeAll(async () => {
    // One trusted proxy hop, so each test can speak from its own client address via X-Forwarded-For.
    test = await startTestApp({ TRUST_PROXY_HOPS: '1' });
    admin = await register(test, 'guard-admin', 'guard-password');
  });
  afterAll(() => test.close());

  const login = (username: string, password: string, address: string) =>
    supertest(test.origin).post('/api/login').set('x-forwarded-for', address).send({ username, password });

  describe('login throttling', () => {
    it('answers 429 with Retry-After after 5 failures for one account from one address, even with the right password', async () => {
      for (let attempt = 0; attempt < 5; attempt++) await login('guard-admin', 'wrong-password', '10.0.0.1').expect(401);
      const blocked = await login('guard-admin', 'guard-password', '10.0.0.1').expect(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('counts every spelling of one account as that account: case, spaces, and letters PostgreSQL folds alike', async () => {
      await register(test, 'limit-ivy', 'ivy-password');
      // PostgreSQL matches 'İ' (capital I with a dot) to 'i'; JavaScript lower-cases it to 'i' and a combining dot.
      await login('lİmit-ivy', 'ivy-password', '10.0.0.9').expect(200);
      const spellings = ['limit-ivy', 'LIMIT-IVY', ' limit-ivy ', 'lİmit-ivy', 'lİmİt-İvy'];
      for (const spelling of spellings) await login(spelling, 'wrong-password', '10.0.0.9').expect(401);
      for (const spelling of spellings) await login(spelling, 'ivy-password', '10.0.0.9').expect(429);
    });

    it('does not lock the real user out from their own address', async () => {
      await login('guard-admin', 'guard-password', '10.0.0.2').expect(200);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      await register(test, 'fumbler', 'fumble-pass');
      for (let attempt = 0; attempt < 4; attempt++) await login('fumbler', 'wrong-password', '10.0.0.3').expect(401);
      await login('fumbler', 'fumble-pass', '10.0.0.3').expect(200);
      for (let attempt = 0; attempt < 4; attempt++) await login('fumbler', 'wrong-password', '10.0.0.3').expect(401);
      await login('fumbler', 'fumble-pass', '10.0.0.3').expect(200);
    });

    it('lets at most 5 of 45 parallel wrong passwords reach the check, and refuses the right one after them', async () => {
      await register(test, 'stormed', 'storm-pass');
      const answers = await Promise.all(Array.from({ length: 45 }, () => login('stormed', 'wrong-password', '10.0.0.5')));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      await login('stormed', 'storm-pass', '10.0.0.5').expect(429);
    });

    it('throttles the current-password check of a password change like sign-in', async () => {
      const account = await register(test, 'changer', 'change-pass');
      const change = (currentPassword: string) =>
        supertest(test.origin)
          .put(`/api/users/${account.id}`)
          .set('cookie', account.cookie)
          .set('x-forwarded-for', '10.0.0.6')
          .send({ password: 'brand-new-pass', currentPassword });
      const answers = await Promise.all(Array.from({ length: 12 }, () => change('wrong-password')));
      expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(7);
      await change('change-pass').expect(429);
      await login('changer', 'change-pass', '10.0.0.7').expect(200);
    });

    it('limits one address trying many accounts', async () => {
      for (let attempt = 0; attempt < 50; attempt++) await login(`nobody-${attempt}`, 'wrong-password', '10.0.0.4').expect(401);
      await login('guard-admin', 'guard-password', '10.0.0.4').expect(429);
    });
  });

  it('treats a forged or tampered session cookie as signed out', async () => {
    await supertest(test.origin).get('/api/auth/user').set('cookie', 'dockflow.sid=s%3Aforged.c2lnbmF0dXJl').expect(401);
    const tampered = admin.cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await supertest(test.origin).get('/api/auth/user').set('cookie', tampered).expect(401);
  });

  it('sends security headers and a content security policy', async () => {
    const response = await supertest(test.origin).get('/api/auth/user');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // WebAssembly (the camera scanner's reader) may compile; JavaScript's eval stays refused.
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a body over 100 kB with 413 in the error shape', async () => {
    const response = await supertest(test.origin)
      .post('/api/shipments')
      .set('cookie', admin.cookie)
      .send({ tmpNumber: 'TMP-BIG', containerDoor: '1A', dockLocation: 'Dock A', notes: 'x'.repeat(150_000) })
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await test.sql("select 1 from shipments where tmp_number = 'TMP-BIG'")).toEqual([]);
  });

  const badInputs: [string, string, string, object | undefined, number][] = [
    ['register without a password', 'post', '/api/register', { username: 'nopass' }, 400],
    ['register with a numeric username', 'post', '/api/register', { username: 12345, password: 'secret-pass' }, 400],
    ['register with an array as password', 'post', '/api/register', { username: 'arrays', password: ['a', 'b'] }, 400],
    ['register with a 300-character username', 'post', '/api/register', { username: 'u'.repeat(300), password: 'secret-pass' }, 400],
    ['login with an object as username', 'post', '/api/login', { username: { $ne: '' }, password: 'x' }, 400],
    ['check-in with a null body field', 'post', '/api/shipments', { tmpNumber: null, containerDoor: '1A', dockLocation: 'Dock A' }, 400],
    ['check-in with an unknown dock', 'post', '/api/shipments', { tmpNumber: 'TMP-X1', containerDoor: '1A', dockLocation: 'Dock Z' }, 400],
    ['check-in with a 51-character TMP number', 'post', '/api/shipments', { tmpNumber: 'T'.repeat(51), containerDoor: '1A', dockLocation: 'Dock A' }, 400],
    ['check-in with progress 500', 'post', '/api/shipments', { tmpNumber: 'TMP-X2', containerDoor: '1A', dockLocation: 'Dock A', progressPercentage: 500 }, 400],
    ['check-in with a floor lead nobody is', 'post', '/api/shipments', { tmpNumber: 'TMP-X3', containerDoor: '1A', dockLocation: 'Dock A', floorLeadId: '00000000-0000-4000-8000-000000000000' }, 400],
    ['check-in with 51 PO numbers', 'post', '/api/shipments', { tmpNumber: 'TMP-X4', containerDoor: '1A', dockLocation: 'Dock A', poNumbers: Array.from({ length: 51 }, (_, index) => `PO-${index}`) }, 400],
    ['list with page 0', 'get', '/api/shipments?page=0', undefined, 400],
    ['list with pageSize 1000', 'get', '/api/shipments?pageSize=1000', undefined, 400],
    ['list with an unknown status', 'get', '/api/shipments?status=lost', undefined, 400],
    ['list with an unknown query field', 'get', '/api/shipments?sort=drop', undefined, 400],
    ['crew members of no function', 'get', '/api/crew-members?function=chef', undefined, 400],
    ['user list with an unknown role', 'get', '/api/users?role=king', undefined, 400],
    ['create user with a bad email', 'post', '/api/users', { username: 'mailer', password: 'secret-pass', role: 'viewer', email: 'not-mail' }, 400],
    ['create user with an unknown crew function', 'post', '/api/users', { username: 'cook', password: 'secret-pass', role: 'viewer', crewFunctions: ['chef'] }, 400],
    ['create user with an empty first name', 'post', '/api/users', { username: 'blank', password: 'secret-pass', role: 'viewer', firstName: '' }, 400],
    ['update a user by a non-UUID id', 'put', '/api/users/123', { firstName: 'X' }, 400],
    ['update a user that does not exist', 'put', '/api/users/00000000-0000-4000-8000-000000000000', { firstName: 'X' }, 404],
    ['delete a user by a non-UUID id', 'delete', '/api/users/%27%20or%201=1', undefined, 400],
  ];

  it.each(badInputs)('%s: %s %s answers %j → %i in the error shape and changes nothing', async (_name, method, path, body, status) => {
    const snapshot = () => test.sql('select (select count(*) from users)::int as users, (select count(*) from shipments)::int as shipments, (select count(*) from domain_events)::int as events');
    const before = await snapshot();
    const request = supertest(test.origin)[method as 'get' | 'post' | 'put' | 'delete'](path).set('cookie', admin.cookie);
    const response = await (body ? request.send(body) : request).expect(status);
    expect(response.body).toEqual(expect.objectContaining({ statusCode: status, error: expect.any(String), message: expect.any(String) }));
    if (status === 400) expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.any(String), message: expect.any(String) })]));
    expect(await snapshot()).toEqual(before);
  });
});
