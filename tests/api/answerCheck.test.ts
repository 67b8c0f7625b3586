import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoint } from '../../domain/api/endpoint';
import { siteNotesEndpoints } from '../../domain/api/siteNotes.endpoints';
import type { AppEnv } from '../../server/appDeps';
import { conflict } from '../../server/http/httpError';
import { answer, built, defineRoute, type RouteDefinition } from '../../server/http/route';
import { createHarness } from './harness';

/**
 * In test and development runs the server holds every answer to its endpoint's declaration
 * (server/http/route.ts): these routes answer what their declaration does not say, and each is a
 * 500 naming what differs, so any API test that reaches such a route fails.
 */
const h = await createHarness();
afterAll(() => h.close());

const serve = async (route: RouteDefinition, config = h.deps.config) => {
  const app = new Hono<AppEnv>();
  app.onError((error, c) =>
    c.json({ error: error.message, ...(error as { details?: object }).details }, (error as { status?: 500 }).status ?? 500),
  );
  app.on(route.method.toUpperCase(), route.path, (c) => {
    c.set('user', {
      id: h.users.admin.id,
      name: 'Admin',
      email: 'admin@example.com',
      role: 'admin',
      image: null,
      trello_id: null,
      sessionId: 1,
      mustEnrolSecondFactor: false,
    });
    return route.handle(c, { ...h.deps, config });
  });
  const res = await app.request(route.path, {
    method: route.method.toUpperCase(),
    headers: { 'Content-Type': 'application/json' },
    body: route.method === 'get' ? null : JSON.stringify({ noteId: 5 }),
  });
  return { status: res.status, body: (await res.json()) as { error: string; field?: string } };
};

describe('answers checked against their declaration', () => {
  it('refuses a renamed answer field with a 500 naming the field', async () => {
    // The handler of POST /api/notes/delete with `id` renamed `noteId`, as a careless change would.
    const renamed = defineRoute(
      siteNotesEndpoints.remove,
      ({ body }) => ({ noteId: body.noteId, deleted: true }) as unknown as { id: number; deleted: true },
    );
    const { status, body } = await serve(renamed);
    expect(status).toBe(500);
    expect(body.error).toBe(
      'The answer of POST /api/notes/delete (200) does not match its declaration: id: Invalid key: Expected "id" but received undefined',
    );
    expect(body.field).toBe('id');
  });

  it('passes the same answer through when it matches', async () => {
    const faithful = defineRoute(siteNotesEndpoints.remove, ({ body }) => ({ id: body.noteId, deleted: true as const }));
    expect(await serve(faithful)).toEqual({ status: 200, body: { id: 5, deleted: true } });
  });

  it('refuses a status the declaration does not list, answered or thrown', async () => {
    const accepted = endpoint({
      method: 'post',
      path: '/api/check/accepted',
      capability: 'addNote',
      summary: 'test',
      answers: { 200: v.object({}) },
    });
    expect(await serve(defineRoute(accepted, () => answer(202, {}) as never))).toMatchObject({
      status: 500,
      body: { error: 'POST /api/check/accepted answered 202, which its declaration does not list' },
    });
    expect(await serve(defineRoute(accepted, () => Promise.reject(conflict('Taken'))))).toMatchObject({
      status: 500,
      body: { error: 'POST /api/check/accepted answered 409, which its declaration does not list' },
    });
    const declared = endpoint({ ...accepted, refusals: { 409: 'Taken' } });
    expect(await serve(defineRoute(declared, () => Promise.reject(conflict('Taken'))))).toEqual({ status: 409, body: { error: 'Taken' } });
  });

  it('checks a response the handler built itself', async () => {
    const listed = endpoint({
      method: 'get',
      path: '/api/check/built',
      capability: 'readSites',
      summary: 'test',
      answers: { 200: v.array(v.number()) },
    });
    expect(await serve(defineRoute(listed, () => built(Response.json(['1']))))).toMatchObject({ status: 500, body: { field: '0' } });
  });

  it('does not check in production runs', async () => {
    const renamed = defineRoute(
      siteNotesEndpoints.remove,
      ({ body }) => ({ noteId: body.noteId }) as unknown as { id: number; deleted: true },
    );
    expect(await serve(renamed, { ...h.deps.config, NODE_ENV: undefined })).toEqual({ status: 200, body: { noteId: 5 } });
  });
});
