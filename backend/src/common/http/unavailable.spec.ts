import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Response } from 'express';
import { sendApiError, toApiError } from './error.filter.js';
import { isServiceUnavailable } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a backing service that is down answers 503', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['"the database system is starting up" (57P03)', withCode('the database system is starting up', '57P03')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['MikroORM wrapping a refused connection', new DriverException(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))],
    ['a ConnectionException', new ConnectionException(new Error('gone'))],
    ['IPv4 and IPv6 both refused', new AggregateError([withCode('refused', 'ECONNREFUSED'), withCode('refused', 'ECONNREFUSED')])],
    ['a cause chain', new Error('session store failed', { cause: withCode('refused', 'ECONNREFUSED') })],
  ])('%s', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
    expect(toApiError(error)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable; try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it.each([
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key', '23505'))],
    ['a syntax error', withCode('syntax error at or near', '42601')],
  ])('but %s does not', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
    expect(toApiError(error).statusCode).not.toBe(503);
  });
});

describe('answering an error', () => {
  function stubResponse() {
    const headers: Record<string, string> = {};
    const response = {
      headersSent: false,
      setHeader: (name: string, value: string) => (headers[name] = value),
      status: () => response,
      json: () => response,
      // An API call (not a browser window), which is answered in JSON.
      req: { get: () => undefined },
    };
    return { response: response as unknown as Response, headers };
  }

  it('tells a client when to retry after an outage (Retry-After on a 503)', () => {
    const { response, headers } = stubResponse();
    expect(sendApiError(response, withCode('connect ECONNREFUSED', 'ECONNREFUSED')).statusCode).toBe(503);
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });

  it('answers a value PostgreSQL refuses (SQLSTATE class 22) with 400, not an outage', () => {
    const { response, headers } = stubResponse();
    expect(sendApiError(response, withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'))).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(headers['Retry-After']).toBeUndefined();
  });
});
