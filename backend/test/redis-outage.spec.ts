import supertest from 'supertest';
import { register, startTestApp, type TestApp } from './support/test-app.js';

/** An instance whose Redis is unreachable (nothing listens on port 1). */
describe('with Redis unreachable', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => test.close());

  it('still signs users in, counting failures on this instance', async () => {
    await register(test, 'offline', 'offline-pass');
    const login = (password: string) => supertest(test.origin).post('/api/login').send({ username: 'offline', password });
    await login('offline-pass').expect(200);
    for (let attempt = 0; attempt < 5; attempt++) await login('wrong-password').expect(401);
    await login('offline-pass').expect(429);
  });
});
