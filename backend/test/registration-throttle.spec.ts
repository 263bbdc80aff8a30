import supertest from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Sign-ups are anonymous and each hashes a password: counted per client address (docs/decisions.md). */
describe('sign-ups from one address', () => {
  let test: TestApp;

  beforeAll(async () => {
    // Counted in memory: with Redis, an instance's first requests fall to the in-memory insurance counter
    // until its connection is ready (rate-limiter-flexible), which would make the count here depend on timing.
    test = await startTestApp({ REGISTRATIONS_PER_HOUR: '3', REDIS_URL: '' });
  });
  afterAll(() => test.close());

  const signUp = (username: string) => supertest(test.origin).post('/api/register').send({ username, password: 'secret-pass' });

  it('takes REGISTRATIONS_PER_HOUR an hour, a taken name among them, then answers 429 with Retry-After and stores nothing', async () => {
    await signUp('first-signup').expect(201);
    await signUp('first-signup').expect(409);
    await signUp('second-signup').expect(201);
    const refused = await signUp('third-signup').expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many sign-ups from this address\. Try again in \d+ minute\(s\)\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await test.sql("select username from users order by username")).toEqual([{ username: 'first-signup' }, { username: 'second-signup' }]);
  });

  it('still signs in the accounts it made', async () => {
    await supertest(test.origin).post('/api/login').send({ username: 'second-signup', password: 'secret-pass' }).expect(200);
  });
});
