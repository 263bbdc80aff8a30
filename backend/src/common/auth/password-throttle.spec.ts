import { connectRedis } from '../redis-connection.js';
import { loadConfig } from '../../config/env.js';
import { PasswordThrottle, RateLimitedError } from './password-throttle.js';

describe('PasswordThrottle with Redis unreachable', () => {
  // Nothing listens on port 1: every Redis command fails at once (no offline queue).
  const redis = connectRedis('redis://127.0.0.1:1');
  afterAll(() => redis.disconnect());

  it('still lets a right password through, and counts failures on this instance instead', async () => {
    const throttle = new PasswordThrottle(redis, loadConfig({ REDIS_KEY_PREFIX: 'outage-test:' }));
    await expect(throttle.guard('offline', '10.1.0.1', async () => true)).resolves.toBe(true);
    for (let attempt = 0; attempt < 5; attempt++) await expect(throttle.guard('offline', '10.1.0.1', async () => false)).resolves.toBe(false);
    await expect(throttle.guard('offline', '10.1.0.1', async () => true)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(throttle.guard('offline', '10.1.0.2', async () => true)).resolves.toBe(true);
  });
});
