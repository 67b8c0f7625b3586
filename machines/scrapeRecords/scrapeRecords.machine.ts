import { assign, setup } from 'xstate';
import type { ScrapeRecord } from '../../domain/api/scrapeRecords.schema';
import { unprovidedScrapeRecordsActors } from './scrapeRecords.actors';
import { readFailedTag } from '../shared/readFailed';

export const scrapeRecordsPageSize = 10;

export type ScrapeRecordsContext = { siteId: number; page: number; records: ScrapeRecord[]; total: number };
export type ScrapeRecordsEvent = { type: 'SET_PAGE'; page: number } | { type: 'RETRY' };

/** A site's scraped records on its Scrape tab, real and fake, newest first: loading, then a page (or none), or an error to retry. */
export const scrapeRecordsMachine = setup({
  types: {
    context: {} as ScrapeRecordsContext,
    events: {} as ScrapeRecordsEvent,
    input: {} as { siteId: number },
  },
  actors: unprovidedScrapeRecordsActors,
  guards: { hasRecords: ({ context }) => context.records.length > 0 },
}).createMachine({
  id: 'scrapeRecords',
  context: ({ input }) => ({ siteId: input.siteId, page: 1, records: [], total: 0 }),
  initial: 'loading',
  on: {
    SET_PAGE: { target: '.loading', actions: assign({ page: ({ event }) => event.page }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ id: context.siteId, page: context.page, perPage: scrapeRecordsPageSize }),
        onDone: {
          target: 'settled',
          actions: assign({ records: ({ event }) => event.output.data, total: ({ event }) => event.output.total }),
        },
        onError: { target: 'error' },
      },
    },
    settled: { always: [{ guard: 'hasRecords', target: 'loaded' }, { target: 'empty' }] },
    loaded: {},
    empty: {},
    error: { tags: readFailedTag, on: { RETRY: 'loading' } },
  },
});
