import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { fakeObituaryCountSchema, scrapeRecordListSchema, streamedRecordSchema } from '../../domain/api/scrapeRecords.schema';
import type { RecordStreamEvent, RecordStreamInput, ScrapeRecordsActors } from '../../machines/scrapeRecords/scrapeRecords.actors';
import { subscribeLive } from '../live/appLiveSocket';
import { api } from './http';

/** Each record a scrape saves for the organisation, as the server publishes it on records:{organization_id}. */
const recordEvents = fromCallback<RecordStreamEvent, RecordStreamInput>(({ input, sendBack }) =>
  subscribeLive(`records:${input.organizationId}`, (type, payload) => {
    if (type !== 'record') return;
    const record = v.safeParse(streamedRecordSchema, payload);
    if (record.success) sendBack({ type: 'RECORD', record: record.output });
  }),
);

/** The scrape-record workflow's actors: a site's records, the fake obituaries, the live stream. */
export const scrapeRecordsActors: ScrapeRecordsActors = {
  loadRecords: fromPromise(({ input: { siteId, page, perPage }, signal }) =>
    api.get(`api/sites/${siteId}/obituaries`, scrapeRecordListSchema, { searchParams: { page, perPage }, signal }),
  ),
  loadFakeCount: fromPromise(({ input }) => api.get(`api/sites/${input.siteId}/fakeObituaries`, fakeObituaryCountSchema)),
  addFakeObituaries: fromPromise(({ input }) => api.post(`api/sites/${input.siteId}/fakeObituaries`, {}, fakeObituaryCountSchema)),
  removeFakeObituaries: fromPromise(({ input }) => api.delete(`api/sites/${input.siteId}/fakeObituaries`, fakeObituaryCountSchema)),
  recordEvents,
};
