import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError, refusalOf } from '../../domain/api/apiError';
import { stubApi } from '../testing/stubApi';
import { goLiveActors } from './goLive.api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failureOf = async (run: Promise<unknown>): Promise<unknown> =>
  run.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );

describe('goLive actors', () => {
  it('logs a check that could not be loaded (part 2 §8) and rejects with its ApiError', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/sites/7/goLive/checks/floral': { status: 502, body: { error: 'The florist service is having problems' } } });
    const failure = await failureOf(toPromise(createActor(goLiveActors.loadCheck, { input: { id: 7, check: 'floral' } }).start()));
    expect(failure).toBeInstanceOf(ApiError);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[goLive] check floral failed');
  });

  it("rejects a refused Full Send with the server's reason", async () => {
    const reason = 'Full Send needs all 13 checks to pass; not passed: seo';
    stubApi({ 'POST /api/sites/7/goLive/fullSend': { status: 409, body: { error: reason } } });
    expect(refusalOf(await failureOf(toPromise(createActor(goLiveActors.startFullSend, { input: { id: 7 } }).start())))).toBe(reason);
  });

  it('sends the DNS instructions and answers who they went to; an e-mail that did not go out rejects', async () => {
    const instructions = { id: 7, contactEmail: 'it@smith.example', fhName: 'Smith Funeral Home', domain: 'smith.example' };
    const api = stubApi({ 'POST /api/sites/7/goLive/dnsInstructions': { body: { sent: true, to: 'it@smith.example' } } });
    await expect(toPromise(createActor(goLiveActors.sendDnsInstructions, { input: instructions }).start())).resolves.toEqual({
      sent: true,
      to: 'it@smith.example',
    });
    expect(await api.requests[0]?.json()).toEqual({
      contactEmail: 'it@smith.example',
      fhName: 'Smith Funeral Home',
      domain: 'smith.example',
    });
    stubApi({ 'POST /api/sites/7/goLive/dnsInstructions': { status: 502, body: { sent: false, error: 'Mail is having problems' } } });
    expect(await failureOf(toPromise(createActor(goLiveActors.sendDnsInstructions, { input: instructions }).start()))).toMatchObject({
      status: 502,
    });
  });
});
