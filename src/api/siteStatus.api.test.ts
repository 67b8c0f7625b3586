import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { StatusAction } from '../../machines/siteStatus/statusActions';
import { stubApi } from '../testing/stubApi';
import { siteStatusActors } from './siteStatus.api';

afterEach(() => vi.unstubAllGlobals());

const run = (action: StatusAction) => toPromise(createActor(siteStatusActors.runAction, { input: { siteId: 7, action } }).start());
const change = { id: 7, from: 'In Design', launcher_label: 'Pre-Staging QA' };

describe('siteStatus actor', () => {
  it.each<[StatusAction, string, unknown]>([
    [{ kind: 'submitForReview' }, 'POST /api/sites/7/qa', {}],
    [{ kind: 'markLive' }, 'POST /api/sites/7/live', {}],
    [{ kind: 'markLost' }, 'POST /api/sites/7/lost', {}],
    [{ kind: 'transition', event: 'WAIT_FOR_CONTENT' }, 'POST /api/sites/7/transition', { event: 'WAIT_FOR_CONTENT' }],
    [{ kind: 'override', status: 'Staged' }, 'POST /api/sites/7/status', { status: 'Staged' }],
  ])('runs %j on its route and answers the status change', async (action, route, body) => {
    const api = stubApi({ [route]: { body: change } });
    await expect(run(action)).resolves.toEqual(change);
    expect(api.calls).toEqual([route]);
    expect(await api.requests[0]?.json()).toEqual(body);
  });

  it('deletes a test site, which answers nothing', async () => {
    // A 204 has no body, which stubApi's JSON answers cannot say: the answer is the Response itself.
    const api = stubApi({ 'DELETE /api/sites/7': () => Promise.resolve(new Response(null, { status: 204 })) as never });
    await expect(run({ kind: 'delete' })).resolves.toBeNull();
    expect(api.calls).toEqual(['DELETE /api/sites/7']);
  });

  it("rejects a refusal with the server's reason", async () => {
    const reason = 'Cannot submit for review a site in Staged: Staged to Pre-Staging QA is not allowed';
    stubApi({ 'POST /api/sites/7/qa': { status: 409, body: { error: reason } } });
    const failure = await run({ kind: 'submitForReview' }).then(
      () => expect.fail('the call should have failed'),
      (error: unknown) => error,
    );
    expect(refusalOf(failure)).toBe(reason);
  });
});
