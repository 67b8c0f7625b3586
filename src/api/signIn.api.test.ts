import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import { stubApi } from '../testing/stubApi';
import { logout, signInActors } from './signIn.api';

const user = { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null };

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

/** The refusal as the machine reads it: an ApiError with the status and the server's words. */
const refusal = (status: number, error: string): unknown => expect.objectContaining({ name: 'ApiError', status, error });

afterEach(() => vi.unstubAllGlobals());

describe('signInActors.login', () => {
  it('posts the credentials and resolves with the user and the redirect', async () => {
    const api = stubApi({ 'POST /login': { body: { status: 'SUCCESS', token: 't', user, redirect: '/scrapes' } } });
    await expect(run(signInActors.login, { username: 'ada@example.com', password: 'pw' })).resolves.toEqual({ user, redirect: '/scrapes' });
    expect(api.calls).toEqual(['POST /login']);
    const [request] = api.requests;
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(await request?.json()).toEqual({ username: 'ada@example.com', password: 'pw' });
  });

  it("rejects a 401 with the server's 'Invalid email or password'", async () => {
    stubApi({ 'POST /login': { status: 401, body: { status: 'INVALID', error: 'Invalid email or password' } } });
    await expect(run(signInActors.login, { username: 'a@b.c', password: 'x' })).rejects.toEqual(refusal(401, 'Invalid email or password'));
  });

  it('rejects a 200 that is not SUCCESS', async () => {
    stubApi({ 'POST /login': { body: { status: 'INVALID', error: 'whatever' } } });
    const failure = run(signInActors.login, { username: 'a@b.c', password: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toEqual(refusal(200, 'whatever'));
  });

  it("rejects a 429 with the server's message", async () => {
    const message = 'Too many sign-in attempts. Try again in 5 minutes.';
    stubApi({ 'POST /login': { status: 429, body: { status: 'RATE_LIMITED', error: message } } });
    await expect(run(signInActors.login, { username: 'a@b.c', password: 'x' })).rejects.toEqual(refusal(429, message));
  });

  it('rejects a network failure as an answer that never came (status 0)', async () => {
    stubApi({ 'POST /login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(run(signInActors.login, { username: 'a@b.c', password: 'x' })).rejects.toEqual(
      refusal(0, 'The server could not be reached'),
    );
  });
});

describe('signInActors.preauth', () => {
  it('exchanges the code and resolves with the user and the redirect', async () => {
    const api = stubApi({ 'POST /preauth': { body: { status: 'SUCCESS', token: 't', user, redirect: null } } });
    await expect(run(signInActors.preauth, { u: 'abc' })).resolves.toEqual({ user, redirect: null });
    expect(await api.requests[0]?.json()).toEqual({ u: 'abc' });
  });

  it("rejects a 401 with the server's 'This sign-in link is invalid or has expired'", async () => {
    stubApi({ 'POST /preauth': { status: 401, body: { status: 'INVALID', error: 'This sign-in link is invalid or has expired' } } });
    await expect(run(signInActors.preauth, { u: 'abc' })).rejects.toEqual(refusal(401, 'This sign-in link is invalid or has expired'));
  });
});

describe('logout', () => {
  it('calls GET /logout', async () => {
    const api = stubApi({ 'GET /logout': { body: { status: 'SUCCESS' } } });
    await expect(logout()).resolves.toBeUndefined();
    expect(api.calls).toEqual(['GET /logout']);
  });
});
