import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError, refusalOf } from '../../domain/api/apiError';
import { blockingCollectionsOf } from '../../domain/api/staging.schema';
import { stubApi } from '../testing/stubApi';
import { stagingActors } from './staging.api';

afterEach(() => vi.unstubAllGlobals());

const stage = () => toPromise(createActor(stagingActors.stageSite, { input: { id: 7 } }).start());
const failureOf = async (run: Promise<unknown>): Promise<unknown> =>
  run.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );

const brokenCollections = [{ name: 'FAQ', url: 'http://localhost/sandbox/preview/ab12cd34/faq', error: 'The preview answered 500' }];

describe('staging actors', () => {
  it('reads the validators and the stage from their answers', async () => {
    const api = stubApi({
      'POST /api/sites/7/validate/countFakeObits': { body: { count: 2 } },
      'POST /api/sites/7/validate/collectionURLs': { body: { collections: brokenCollections } },
      'POST /api/sites/7/stage': { body: { id: 7, from: 'Final QA', launcher_label: 'Staged' } },
    });
    await expect(toPromise(createActor(stagingActors.countFakeObits, { input: { id: 7 } }).start())).resolves.toBe(2);
    await expect(toPromise(createActor(stagingActors.checkCollectionUrls, { input: { id: 7 } }).start())).resolves.toEqual(
      brokenCollections,
    );
    await expect(stage()).resolves.toEqual({ id: 7, from: 'Final QA', launcher_label: 'Staged' });
    expect(api.calls).toEqual([
      'POST /api/sites/7/validate/countFakeObits',
      'POST /api/sites/7/validate/collectionURLs',
      'POST /api/sites/7/stage',
    ]);
  });

  it('rejects a stage the server refused over collection URLs with the collections it listed', async () => {
    const error = 'Cannot stage: this collection URL does not resolve on the preview: FAQ';
    stubApi({ 'POST /api/sites/7/stage': { status: 409, body: { error, collections: brokenCollections } } });
    const failure = await failureOf(stage());
    expect(failure).toBeInstanceOf(ApiError);
    expect(refusalOf(failure)).toBe(error);
    expect(blockingCollectionsOf(failure)).toEqual(brokenCollections);
  });

  it('finds no blocking collections in any other refusal', async () => {
    stubApi({ 'POST /api/sites/7/stage': { status: 409, body: { error: 'Cannot stage a site in Live: Live to Staged is not allowed' } } });
    const failure = await failureOf(stage());
    expect(refusalOf(failure)).toBe('Cannot stage a site in Live: Live to Staged is not allowed');
    expect(blockingCollectionsOf(failure)).toBeNull();
  });
});
