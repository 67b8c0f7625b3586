import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import { scrapeRequestRow } from '../views/scrapeRequests/scrapeRequestsFixtures';
import { stubApi } from '../testing/stubApi';
import { scrapeRequestsActors } from './scrapeRequests.api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scrapeRequests actors', () => {
  it('creates a request on the site with the type, URL and note', async () => {
    const row = scrapeRequestRow({ id: 7, fhid: 1012 });
    const api = stubApi({ 'POST /api/scrapeRequest/1012/create': { status: 201, body: row } });
    const input = { id: 1012, type: 'testimonials' as const, url: 'old.example', note: 'Reviews page' };
    await expect(toPromise(createActor(scrapeRequestsActors.requestScrape, { input }).start())).resolves.toEqual(row);
    expect(await api.requests[0]?.json()).toEqual({ type: 'testimonials', url: 'old.example', note: 'Reviews page' });
  });

  it('reads a page of requests by status', async () => {
    const list = { data: [scrapeRequestRow()], totalRequests: 1 };
    const api = stubApi({ 'GET /api/scrapeRequests': { body: list } });
    await expect(
      toPromise(createActor(scrapeRequestsActors.loadRequests, { input: { status: 'complete', page: 2, perPage: 20 } }).start()),
    ).resolves.toEqual(list);
    expect(new URL(api.requests[0]!.url).search).toBe('?status=complete&page=2&perPage=20');
  });

  it("reads one site's requests with its fhid", async () => {
    const api = stubApi({ 'GET /api/scrapeRequests': { body: { data: [], totalRequests: 0 } } });
    await toPromise(
      createActor(scrapeRequestsActors.loadRequests, { input: { status: 'open', page: 1, perPage: 20, fhid: 1012 } }).start(),
    );
    expect(new URL(api.requests[0]!.url).search).toBe('?status=open&page=1&perPage=20&fhid=1012');
  });

  it('marks a request complete, and rejects with the ApiError when the server refuses', async () => {
    const done = scrapeRequestRow({ completed: true, completed_by: 'Lee Launch', pretty_completed_at: 'Mar 10, 2025' });
    const input = { id: 41, type: 'testimonials' as const, additionalNote: 'Imported', requestedBy: 'Dana Designer' };
    const api = stubApi({ 'POST /api/scrapeRequest/41/markComplete': { body: done } });
    await expect(toPromise(createActor(scrapeRequestsActors.markComplete, { input }).start())).resolves.toEqual(done);
    expect(await api.requests[0]?.json()).toEqual({ type: 'testimonials', additionalNote: 'Imported', requestedBy: 'Dana Designer' });

    stubApi({ 'POST /api/scrapeRequest/41/markComplete': { status: 409, body: { error: 'Scrape request 41 is already complete' } } });
    const refused = toPromise(createActor(scrapeRequestsActors.markComplete, { input }).start());
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409 });
  });
});
