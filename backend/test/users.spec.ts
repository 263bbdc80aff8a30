import supertest from 'supertest';
import type { PublicUser } from '@dockflow/contracts';
import { connectSocket, register, sessionCookie, startTestApp, waitForConnect, type Account, type TestApp } from './support/test-app.js';

describe('user management and profiles (docs/product.md §6, §17.15, §17.16)', () => {
  let test: TestApp;
  let admin: Account;
  let viewer: Account;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await register(test, 'boss');
    viewer = await register(test, 'watcher');
  });
  afterAll(() => test.close());

  const as = (account: Account) => ({
    get: (path: string) => supertest(test.origin).get(path).set('cookie', account.cookie),
    post: (path: string, body: object) => supertest(test.origin).post(path).set('cookie', account.cookie).send(body),
    put: (path: string, body: object) => supertest(test.origin).put(path).set('cookie', account.cookie).send(body),
    delete: (path: string) => supertest(test.origin).delete(path).set('cookie', account.cookie),
  });
  const login = (username: string, password: string) => supertest(test.origin).post('/api/login').send({ username, password });

  it('lets an admin create an operator with crew functions, who can then sign in', async () => {
    const created = await as(admin)
      .post('/api/users', { username: 'forky', password: 'forky-pass', role: 'operator', firstName: 'Fran', lastName: 'Lift', crewFunctions: ['forklift_operator', 'spotter'] })
      .expect(201);
    expect(created.body).toMatchObject({ username: 'forky', role: 'operator', crewFunctions: ['forklift_operator', 'spotter'] });
    await login('forky', 'forky-pass').expect(200);
    const [event] = await test.sql<{ type: string; payload: object }>("select type, payload from domain_events where type = 'UserCreated' and payload->>'username' = 'forky'");
    expect(JSON.stringify(event)).not.toMatch(/forky-pass|argon/);
  });

  it('searches and filters the user list on the server', async () => {
    const byName = await as(admin).get('/api/users?search=fran').expect(200);
    expect(byName.body.map((user: PublicUser) => user.username)).toEqual(['forky']);
    const byRole = await as(admin).get('/api/users?role=viewer').expect(200);
    expect(byRole.body.map((user: PublicUser) => user.username)).toEqual(['watcher']);
    const byCrew = await as(admin).get('/api/users?crewFunction=spotter').expect(200);
    expect(byCrew.body.map((user: PublicUser) => user.username)).toEqual(['forky']);
    const none = await as(admin).get('/api/users?search=zzz').expect(200);
    expect(none.body).toEqual([]);
    const pickers = await as(viewer).get('/api/crew-members?function=forklift_operator').expect(200);
    expect(pickers.body).toEqual([{ id: expect.any(String), name: 'Fran Lift' }]);
  });

  it('requires a password and a valid role when creating', async () => {
    const response = await as(admin).post('/api/users', { username: 'nopass', role: 'boss' }).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'role', message: 'Please select a role' },
    ]);
    expect(await test.sql("select 1 from users where username = 'nopass'")).toEqual([]);
  });

  it('answers 409 for a taken username or email, never 500', async () => {
    await as(admin).post('/api/users', { username: 'BOSS', password: 'secret-pass', role: 'viewer' }).expect(409);
    await as(admin).post('/api/users', { username: 'dupe1', password: 'secret-pass', role: 'viewer', email: 'a@b.co' }).expect(201);
    const response = await as(admin).post('/api/users', { username: 'dupe2', password: 'secret-pass', role: 'viewer', email: 'A@B.co' }).expect(409);
    expect(response.body).toMatchObject({ statusCode: 409, message: 'That email is already registered.' });
  });

  it('lets a user edit their own profile but not their role or anyone else’s profile', async () => {
    const updated = await as(viewer).put(`/api/users/${viewer.id}`, { firstName: 'Wanda', email: 'wanda@dock.test' }).expect(200);
    expect(updated.body).toMatchObject({ firstName: 'Wanda', email: 'wanda@dock.test', role: 'viewer' });
    const promote = await as(viewer).put(`/api/users/${viewer.id}`, { role: 'admin' }).expect(403);
    expect(promote.body.message).toBe('Only an admin can change roles and crew functions.');
    const other = await as(viewer).put(`/api/users/${admin.id}`, { firstName: 'Hacked' }).expect(403);
    expect(other.body.message).toBe('You can only view and edit your own profile.');
    await as(viewer).get(`/api/users/${admin.id}`).expect(403);
    await as(admin).get(`/api/users/${viewer.id}`).expect(200);
    expect(await test.sql<{ role: string }>('select role from users where id = $1', [viewer.id])).toEqual([{ role: 'viewer' }]);
  });

  it('changes one’s own password only with the current one, keeping this session and ending the others', async () => {
    const account = await register(test, 'changer', 'old-password');
    const otherBrowser = sessionCookie((await login('changer', 'old-password').expect(200)).headers['set-cookie']);
    const otherSocket = connectSocket(test, otherBrowser);
    await waitForConnect(otherSocket);
    const closed = new Promise<string>((resolve) => otherSocket.once('disconnect', resolve));

    const missing = await as(account).put(`/api/users/${account.id}`, { password: 'new-password' }).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is required' }]);
    const wrong = await as(account).put(`/api/users/${account.id}`, { password: 'new-password', currentPassword: 'nope-nope' }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    const short = await as(account).put(`/api/users/${account.id}`, { password: '123', currentPassword: 'old-password' }).expect(400);
    expect(short.body.errors).toEqual([{ field: 'password', message: 'New password must be at least 6 characters' }]);

    await as(account).put(`/api/users/${account.id}`, { password: 'new-password', currentPassword: 'old-password' }).expect(200);
    await expect(closed).resolves.toBe('io server disconnect');
    await supertest(test.origin).get('/api/auth/user').set('cookie', otherBrowser).expect(401);
    await as(account).get('/api/auth/user').expect(200);
    await login('changer', 'old-password').expect(401);
    await login('changer', 'new-password').expect(200);
  });

  it('lets an admin reset another user’s password without theirs, and a blank password keeps the current one', async () => {
    const account = await register(test, 'forgetful', 'first-password');
    await as(admin).put(`/api/users/${account.id}`, { password: '', firstName: 'Fergus' }).expect(200);
    await login('forgetful', 'first-password').expect(200);
    await as(admin).put(`/api/users/${account.id}`, { password: 'reset-password' }).expect(200);
    await supertest(test.origin).get('/api/auth/user').set('cookie', account.cookie).expect(401);
    await login('forgetful', 'reset-password').expect(200);
  });

  it('ends a user’s sessions when an admin changes their role, and applies the role at once', async () => {
    const account = await register(test, 'promoted');
    await as(admin).put(`/api/users/${account.id}`, { role: 'operator' }).expect(200);
    await supertest(test.origin).get('/api/auth/user').set('cookie', account.cookie).expect(401);
    const again = await login('promoted', 'secret-pass').expect(200);
    expect(again.body.role).toBe('operator');
  });

  it('never lets an admin demote or delete themselves, nor the last admin go', async () => {
    const demote = await as(admin).put(`/api/users/${admin.id}`, { role: 'viewer' }).expect(409);
    expect(demote.body.message).toBe('You cannot change your own role.');
    const self = await as(admin).delete(`/api/users/${admin.id}`).expect(403);
    expect(self.body.message).toBe('You cannot delete your own account.');
    expect(await test.sql<{ role: string }>('select role from users where id = $1', [admin.id])).toEqual([{ role: 'admin' }]);
  });

  it('keeps at least one admin when two admins demote each other at the same moment', async () => {
    const second = await register(test, 'deputy');
    await as(admin).put(`/api/users/${second.id}`, { role: 'admin' }).expect(200);
    const deputy = { ...second, cookie: sessionCookie((await login('deputy', 'secret-pass').expect(200)).headers['set-cookie']) };
    const results = await Promise.all([
      as(admin).put(`/api/users/${deputy.id}`, { role: 'operator' }),
      as(deputy).put(`/api/users/${admin.id}`, { role: 'operator' }),
    ]);
    // The loser is refused however far the winner got: as the last admin (409), as no longer an
    // admin (403), or as already signed out by the demotion (401).
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    expect(await test.sql("select count(*)::int as n from users where role = 'admin'")).toEqual([{ n: 1 }]);
  });

  it('deletes a user, ending their sessions, and says 404 for one that is gone', async () => {
    const doomed = await register(test, 'doomed');
    await as(admin).delete(`/api/users/${doomed.id}`).expect(204);
    await supertest(test.origin).get('/api/auth/user').set('cookie', doomed.cookie).expect(401);
    expect(await test.sql('select 1 from users where id = $1', [doomed.id])).toEqual([]);
    await as(admin).delete(`/api/users/${doomed.id}`).expect(404);
  });

  it('refuses a non-UUID id with 400, never 500', async () => {
    const response = await as(admin).get('/api/users/not-a-uuid').expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, errors: [{ field: 'id', message: 'id must be a UUID' }] });
  });
});
