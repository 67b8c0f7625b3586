import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../domain/api/apiError';
import { endpoint } from '../../domain/api/endpoint';
import { idParams, idText } from '../../domain/api/id.schema';
import { stubApi } from '../testing/stubApi';
import { call, onApiUnreachable } from './http';

afterEach(() => vi.unstubAllGlobals());

const assign = endpoint({
  method: 'post',
  path: '/api/sites/:id{[0-9]+}/assign',
  capability: 'assignDesigner',
  summary: 'test',
  params: idParams,
  query: v.object({ dryRun: v.optional(v.string()) }),
  body: v.object({ userId: v.number() }),
  answers: { 200: v.object({ ok: v.boolean() }) },
});

const notes = endpoint({
  method: 'get',
  path: '/api/notes',
  capability: 'readSites',
  summary: 'test',
  query: v.object({ fhid: idText('fhid'), type: v.optional(v.string(), '*') }),
  answers: { 200: v.array(v.object({ id: v.number() })) },
});

describe('call(endpoint, input)', () => {
  it('fills the path with its parameters, the query with its entries and sends the rest as the body', async () => {
    const api = stubApi({ 'POST /api/sites/12/assign': { body: { ok: true } } });
    await expect(call(assign, { id: 12, dryRun: '1', userId: 7 })).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual(['POST /api/sites/12/assign']);
    expect(new URL(api.requests[0]!.url).search).toBe('?dryRun=1');
    expect(await api.requests[0]!.json()).toEqual({ userId: 7 });
  });

  it('puts every entry of a read in the query string, leaving out those not given', async () => {
    const api = stubApi({ 'GET /api/notes': { body: [{ id: 1 }] } });
    await expect(call(notes, { fhid: 12 })).resolves.toEqual([{ id: 1 }]);
    expect(new URL(api.requests[0]!.url).search).toBe('?fhid=12');
  });

  it('reports an answer that does not match the declaration with the field', async () => {
    stubApi({ 'GET /api/notes': { body: [{ ident: 1 }] } });
    await expect(call(notes, { fhid: 12 })).rejects.toEqual(expect.objectContaining({ status: 200, field: '0.id' }));
  });

  it('turns a refusal into an ApiError with the server words', async () => {
    stubApi({ 'POST /api/sites/12/assign': { status: 409, body: { error: 'Taken' } } });
    const failure = call(assign, { id: 12, userId: 7 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, error: 'Taken' });
  });

  it('tells the connection status when the API cannot be reached, and only then', async () => {
    const unreachable = vi.fn();
    onApiUnreachable(unreachable);
    stubApi({
      'GET /api/notes': () => Promise.reject(new TypeError('Failed to fetch')),
      'POST /api/sites/12/assign': { status: 503, body: { error: 'Database unavailable' } },
      'POST /api/sites/13/assign': { status: 503, body: { error: 'The backup could not be started; try again later' } },
    });
    await expect(call(notes, { fhid: 12 })).rejects.toMatchObject({ status: 0 });
    expect(unreachable).toHaveBeenCalledTimes(1);
    await expect(call(assign, { id: 12, userId: 7 })).rejects.toMatchObject({ status: 503, error: 'Database unavailable' });
    expect(unreachable).toHaveBeenCalledTimes(2);
    // Another 503 is this request's refusal, not an outage.
    await expect(call(assign, { id: 13, userId: 7 })).rejects.toMatchObject({ status: 503 });
    expect(unreachable).toHaveBeenCalledTimes(2);
  });
});
