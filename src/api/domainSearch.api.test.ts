import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import { stubApi } from '../testing/stubApi';
import { domainSearchActors } from './domainSearch.api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const search = { enteredDomain: 'smith-taken.com', tlds: ['.com' as const] };
const run = () => toPromise(createActor(domainSearchActors.searchDomain, { input: search }).start());

describe('domainSearch actors', () => {
  it('posts the entered domain with .com and answers the availability and suggestions', async () => {
    const answer = { data: { domain: 'smith-taken.com', available: false }, suggestionData: [{ domain: 'smithchapel.com' }] };
    const api = stubApi({ 'POST /api/godaddy/domain-availability': { body: answer } });
    await expect(run()).resolves.toEqual(answer);
    expect(api.calls).toEqual(['POST /api/godaddy/domain-availability']);
    expect(await api.requests[0]?.json()).toEqual(search);
  });

  it('logs a failed search (part 2 §8) and rejects with the ApiError', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'POST /api/godaddy/domain-availability': {
        status: 502,
        body: { error: 'The domain registrar (GoDaddy) is having problems (status 500); try again later.' },
      },
    });
    const failure = run();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 502 });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[domainSearch] search failed');
  });
});
