import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { stubApi } from '../testing/stubApi';
import { loginActor, preauthActor } from './signInActors';

const user = { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null };

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

afterEach(() => vi.unstubAllGlobals());

describe('loginActor', () => {
  it('posts the credentials and resolves with the user and the redirect', async () => {
    const api = stubApi({ 'POST /login': { body: { status: 'SUCCESS', token: 't', user, redirect: '/scrapes' } } });
    await expect(run(loginActor, { username: 'ada@example.com', password: 'pw' })).resolves.toEqual({ user, redirect: '/scrapes' });
    expect(api.calls).toEqual(['POST /login']);
    const [request] = api.requests;
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(await request?.json()).toEqual({ username: 'ada@example.com', password: 'pw' });
  });

  it("rejects a 401 with 'Invalid email or password'", async () => {
    stubApi({ 'POST /login': { status: 401, body: { status: 'INVALID', error: 'Invalid email or password' } } });
    await expect(run(loginActor, { username: 'a@b.c', password: 'x' })).rejects.toEqual({
      reason: 'refused',
      message: 'Invalid email or password',
    });
  });

  it("rejects a 200 that is not SUCCESS with 'Invalid email or password'", async () => {
    stubApi({ 'POST /login': { body: { status: 'INVALID', error: 'whatever' } } });
    await expect(run(loginActor, { username: 'a@b.c', password: 'x' })).rejects.toEqual({
      reason: 'refused',
      message: 'Invalid email or password',
    });
  });

  it("rejects a 429 with the server's message", async () => {
    const message = 'Too many sign-in attempts. Try again in 5 minutes.';
    stubApi({ 'POST /login': { status: 429, body: { status: 'RATE_LIMITED', error: message } } });
    await expect(run(loginActor, { username: 'a@b.c', password: 'x' })).rejects.toEqual({ reason: 'refused', message });
  });

  it('lets a network failure through as an error', async () => {
    stubApi({ 'POST /login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(run(loginActor, { username: 'a@b.c', password: 'x' })).rejects.toThrow('Failed to fetch');
  });
});

describe('preauthActor', () => {
  it('exchanges the code and resolves with the user and the redirect', async () => {
    const api = stubApi({ 'POST /preauth': { body: { status: 'SUCCESS', token: 't', user, redirect: null } } });
    await expect(run(preauthActor, { code: 'abc' })).resolves.toEqual({ user, redirect: null });
    expect(await api.requests[0]?.json()).toEqual({ u: 'abc' });
  });

  it("rejects a 401 with 'This sign-in link is invalid or has expired'", async () => {
    stubApi({ 'POST /preauth': { status: 401, body: { status: 'INVALID', error: 'This sign-in link is invalid or has expired' } } });
    await expect(run(preauthActor, { code: 'abc' })).rejects.toEqual({
      reason: 'refused',
      message: 'This sign-in link is invalid or has expired',
    });
  });
});
