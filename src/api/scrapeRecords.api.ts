import * as v from 'valibot';
import { fromCallback } from 'xstate';
import { scrapeRecordsEndpoints } from '../../domain/api/scrapeRecords.endpoints';
import { streamedRecordSchema } from '../../domain/api/scrapeRecords.schema';
import type { RecordStreamEvent, RecordStreamInput, ScrapeRecordsActors } from '../../machines/scrapeRecords/scrapeRecords.actors';
import { subscribeLive } from '../live/appLiveSocket';
import { fromEndpoint } from './fromEndpoint';

/** Each record a scrape saves for the organisation, as the server publishes it on records:{organization_id}. */
const recordEvents = fromCallback<RecordStreamEvent, RecordStreamInput>(({ input, sendBack }) =>
  subscribeLive(`records:${input.organizationId}`, (type, payload) => {
    if (type !== 'record') return;
    const record = v.safeParse(streamedRecordSchema, payload);
    if (record.success) sendBack({ type: 'RECORD', record: record.output });
  }),
);

/** The scrape-record workflow's actors: a site's records, the fake obituaries (domain/api/scrapeRecords.endpoints.ts), the live stream. */
export const scrapeRecordsActors: ScrapeRecordsActors = {
  loadRecords: fromEndpoint(scrapeRecordsEndpoints.list),
  loadFakeCount: fromEndpoint(scrapeRecordsEndpoints.fakeCount),
  addFakeObituaries: fromEndpoint(scrapeRecordsEndpoints.addFake),
  removeFakeObituaries: fromEndpoint(scrapeRecordsEndpoints.removeFake),
  recordEvents,
};
