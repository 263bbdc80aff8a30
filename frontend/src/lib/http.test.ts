import { describe, expect, it } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { httpBaseQuery, queryParams } from './http';

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
