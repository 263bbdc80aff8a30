import { describe, expect, it } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { httpBaseQuery, queryParams, SERVER_UNREACHABLE } from './http';

const queryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
} as unknown as BaseQueryApi;

describe('httpBaseQuery (docs/product.md §14.2)', () => {
  it('answers the parsed JSON body', async () => {
    stubFetch({ 'GET /api/things': () => jsonResponse({ ok: true }) });

    expect(await httpBaseQuery('/things', queryApi, {})).toMatchObject({ data: { ok: true } });
  });

  it('turns a non-2xx answer into "status: body text", keeping the parsed body', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: [{ field: 'tmpNumber', message: 'TMP Number is required' }] };
    stubFetch({ 'POST /api/things': () => jsonResponse(body, 400) });

    const result = await httpBaseQuery({ url: '/things', method: 'POST', body: {} }, queryApi, {});

    expect(result.error).toEqual({ status: 400, message: `400: ${JSON.stringify(body)}`, body });
  });

  it('says the server could not be reached when no answer came, not the browser\'s TypeError', async () => {
    stubFetch({ 'GET /api/things': () => Promise.reject(new TypeError('Failed to fetch')) });

    expect((await httpBaseQuery('/things', queryApi, {})).error).toEqual({ status: null, message: SERVER_UNREACHABLE });
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ 'GET /api/things': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });

    expect((await httpBaseQuery('/things', queryApi, {})).error).toEqual({ status: 503, message: '503: Service Unavailable', body: undefined });
  });

  it('answers null for an empty success (204)', async () => {
    stubFetch({ 'POST /api/logout': () => new Response(null, { status: 204 }) });

    expect((await httpBaseQuery({ url: '/logout', method: 'POST' }, queryApi, {})).data).toBeNull();
  });

  it('leaves empty query parameters out (docs/product.md §13.3)', () => {
    expect(queryParams({ status: '', dock: undefined, search: null, page: 1 })).toEqual({ page: '1' });
  });
});

describe('Idempotency-Key (docs/decisions.md, "Idempotency keys")', () => {
  const commandApi = { ...queryApi, type: 'mutation' } as BaseQueryApi;

  it('gives every command a key of its own, and reads and sign-in none', async () => {
    const { requests } = stubFetch({
      'POST /api/container-loading': () => jsonResponse({}, 201),
      'DELETE /api/users/u-1': () => new Response(null, { status: 204 }),
      'GET /api/shipments': () => jsonResponse([]),
      'POST /api/login': () => jsonResponse({}),
    });

    await httpBaseQuery({ url: '/container-loading', method: 'POST', body: { rowNumber: 1 } }, commandApi, {});
    await httpBaseQuery({ url: '/container-loading', method: 'POST', body: { rowNumber: 1 } }, commandApi, {});
    await httpBaseQuery({ url: '/users/u-1', method: 'DELETE' }, commandApi, {});
    await httpBaseQuery('/shipments', queryApi, {});
    await httpBaseQuery({ url: '/login', method: 'POST', body: {} }, commandApi, {});

    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys.slice(0, 3).every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys.slice(3)).toEqual([null, null]);
  });
});
