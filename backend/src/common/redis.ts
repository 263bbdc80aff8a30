/** The shared ioredis connection, or null when REDIS_URL is not set. */
export const REDIS = Symbol('REDIS');
