import supertest from 'supertest';
import { register, sessionCookie, startTestApp, type TestApp } from './support/test-app.js';

describe('sign-in (docs/product.md §6.2, §7)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('makes the first account admin and later self-registrations viewers, never trusting a sent role', async () => {
    const first = await supertest(test.origin).post('/api/register').send({ username: 'first', password: 'secret-pass' }).expect(201);
    expect(first.body).toMatchObject({ username: 'first', role: 'admin' });
    const second = await supertest(test.origin)
      .post('/api/register')
      .send({ username: 'second', password: 'secret-pass', role: 'admin' })
      .expect(400);
    expect(second.body).toMatchObject({ statusCode: 400, errors: [{ field: 'role', message: 'Unknown field: role' }] });
    const third = await supertest(test.origin).post('/api/register').send({ username: 'third', password: 'secret-pass' }).expect(201);
    expect(third.body.role).toBe('viewer');
    const rows = await test.sql<{ username: string; role: string }>('select username, role from users order by created_at');
    expect(rows).toEqual([
      { username: 'first', role: 'admin' },
      { username: 'third', role: 'viewer' },
    ]);
  });

  it('stores an argon2id hash and never sends a password or hash to the client', async () => {
    const response = await supertest(test.origin).post('/api/register').send({ username: 'hashy', password: 'secret-pass' }).expect(201);
    expect(JSON.stringify(response.body)).not.toMatch(/secret-pass|passwordHash|argon2/);
    const [row] = await test.sql<{ password_hash: string }>("select password_hash from users where username = 'hashy'");
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers registration errors with their messages from docs/product.md per field', async () => {
    const response = await supertest(test.origin).post('/api/register').send({ username: 'ab', password: '123', email: 'nope' }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Username must be at least 3 characters',
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'username', message: 'Username must be at least 3 characters' },
        { field: 'email', message: 'Valid email is required' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });

  it('refuses a taken username whatever its case with 409', async () => {
    await register(test, 'Taken');
    const response = await supertest(test.origin).post('/api/register').send({ username: 'taken', password: 'secret-pass' }).expect(409);
    expect(response.body).toMatchObject({ statusCode: 409, message: 'That username is already taken.' });
  });

  it('signs in with a new session id, reads the current user, and signs out destroying the session', async () => {
    await register(test, 'walker', 'walk-pass');
    const browser = supertest(test.origin);
    const anonymous = await browser.get('/api/auth/user').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });

    const login = await browser.post('/api/login').send({ username: 'walker', password: 'walk-pass' }).expect(200);
    expect(login.body).toMatchObject({ username: 'walker', role: 'viewer' });
    const cookie = sessionCookie(login.headers['set-cookie']);
    expect(login.headers['set-cookie']!.toString()).toMatch(/HttpOnly/i);
    expect(login.headers['set-cookie']!.toString()).toMatch(/SameSite=Lax/i);

    await browser.get('/api/auth/user').set('cookie', cookie).expect(200);
    await browser.post('/api/logout').set('cookie', cookie).expect(204);
    await browser.get('/api/auth/user').set('cookie', cookie).expect(401);
    const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0];
    expect(await test.sql('select sid from sessions where sid = $1', [sid])).toEqual([]);
  });

  it('keeps the idle timeout in the stored session and sets the cookie once, for the absolute lifetime', async () => {
    await register(test, 'keeper', 'keep-pass');
    const browser = supertest(test.origin);
    const login = await browser.post('/api/login').send({ username: 'keeper', password: 'keep-pass' }).expect(200);
    const cookie = sessionCookie(login.headers['set-cookie']);
    const answeredAt = Date.parse(login.headers['date']!);
    const cookieExpires = Date.parse(/Expires=([^;]+)/i.exec(login.headers['set-cookie']!.toString())![1]!);
    expect(Math.abs(cookieExpires - answeredAt - 7 * 24 * 3600_000)).toBeLessThanOrEqual(60_000); // SESSION_ABSOLUTE_HOURS' default, 168

    const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0];
    const [row] = await test.sql<{ seconds: number }>('select extract(epoch from expire - now())::float8 as seconds from sessions where sid = $1', [sid]);
    expect(Math.abs(row!.seconds - 12 * 3600)).toBeLessThanOrEqual(60); // SESSION_IDLE_MINUTES' default, 720

    const read = await browser.get('/api/auth/user').set('cookie', cookie).expect(200);
    expect(read.headers['set-cookie']).toBeUndefined();

    await test.sql(`update sessions set expire = now() - interval '1 second' where sid = $1`, [sid]);
    test.forgetSessionReads();
    await browser.get('/api/auth/user').set('cookie', cookie).expect(401);
  });

  it('refuses an altered session cookie even after the genuine one was accepted', async () => {
    await register(test, 'signer', 'sign-pass');
    const browser = supertest(test.origin);
    const login = await browser.post('/api/login').send({ username: 'signer', password: 'sign-pass' }).expect(200);
    const cookie = sessionCookie(login.headers['set-cookie']);
    await browser.get('/api/auth/user').set('cookie', cookie).expect(200);
    await browser.get('/api/auth/user').set('cookie', cookie).expect(200);

    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))];
    const [sid, mac] = [value.slice(2, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    const flip = (text: string) => (text[0] === 'a' ? 'b' : 'a') + text.slice(1);
    for (const altered of [`s:${sid}.${flip(mac)}`, `s:${flip(sid)}.${mac}`, `s:${sid}`, sid]) {
      const refused = await browser.get('/api/auth/user').set('cookie', `${name}=${encodeURIComponent(altered)}`).expect(401);
      expect(refused.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await browser.get('/api/auth/user').set('cookie', cookie).expect(200);
  });

  it('gives a session id used before login no access after login (no fixation)', async () => {
    await register(test, 'fixed', 'fixed-pass');
    const agent = test.agent();
    const first = await agent.post('/api/login').send({ username: 'fixed', password: 'fixed-pass' }).expect(200);
    const before = sessionCookie(first.headers['set-cookie']);
    const second = await agent.post('/api/login').send({ username: 'fixed', password: 'fixed-pass' }).expect(200);
    const after = sessionCookie(second.headers['set-cookie']);
    expect(after).not.toEqual(before);
    await supertest(test.origin).get('/api/auth/user').set('cookie', before).expect(401);
    await supertest(test.origin).get('/api/auth/user').set('cookie', after).expect(200);
  });

  it('refuses wrong credentials with 401 and its message from docs/product.md', async () => {
    await register(test, 'carol', 'carol-pass');
    const response = await supertest(test.origin).post('/api/login').send({ username: 'carol', password: 'wrong-pass' }).expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password.',
      code: 'INVALID_CREDENTIALS',
    });
    await supertest(test.origin).post('/api/login').send({ username: 'nobody', password: 'wrong-pass' }).expect(401);
  });

  it('validates the login body before checking credentials', async () => {
    const response = await supertest(test.origin).post('/api/login').send({ username: '' }).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await supertest(test.origin).post('/api/login').set('content-type', 'application/json').send('{"username":').expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('sends a browser opening GET /api/login to /auth', async () => {
    await supertest(test.origin).get('/api/login').expect(302).expect('location', '/auth');
  });

  it('refuses a state-changing call from a foreign Origin with 403 and changes nothing', async () => {
    const response = await supertest(test.origin)
      .post('/api/register')
      .set('origin', 'https://evil.example')
      .send({ username: 'forged', password: 'secret-pass' })
      .expect(403);
    expect(response.body).toMatchObject({ statusCode: 403, code: 'FOREIGN_ORIGIN' });
    expect(await test.sql("select 1 from users where username = 'forged'")).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await supertest(test.origin).get('/api/nope').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
