import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import { stubApi } from '../testing/stubApi';
import { siteChecklistActors } from './siteChecklist.api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = { siteChecklistId: 1, fhid: 12, checked: true };
const run = () => toPromise(createActor(siteChecklistActors.checkItem, { input: tick }).start());

describe('siteChecklist actors', () => {
  it('saves a tick and answers the item as the server stored it', async () => {
    const item = {
      id: 1,
      description: 'Builder project created from the chosen template',
      checked: true,
      name: 'Dana Designer',
      when: '2025-03-11T09:30:00.000Z',
    };
    const api = stubApi({ 'POST /api/siteChecklist/checkItem': { body: item } });
    await expect(run()).resolves.toEqual(item);
    expect(api.calls).toEqual(['POST /api/siteChecklist/checkItem']);
    expect(await api.requests[0]?.json()).toEqual(tick);
  });

  it('logs a failed tick (part 1 §8: only logged) and rejects with the ApiError', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /api/siteChecklist/checkItem': { status: 500, body: { error: 'Something went wrong on the server' } } });
    const failure = run();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('Checklist item 1 could not be saved');
  });
});
