import { fromCallback } from 'xstate';
import type { FakeObituaryCount, ScrapeRecordList, StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the scrape-record machines' actors: a site's records, the live record stream of
 * an organisation (records:{organization_id}), and the fake obituaries. The app injects the real
 * ones (src/api/scrapeRecords.api.ts), tests and stories stubs.
 */
export type LoadRecordsInput = { siteId: number; page: number; perPage: number };
export type SiteInput = { siteId: number };
export type RecordStreamInput = { organizationId: string };
export type RecordStreamEvent = { type: 'RECORD'; record: StreamedRecord };

export const unprovidedScrapeRecordsActors = {
  loadRecords: unprovided<ScrapeRecordList, LoadRecordsInput>('scrapeRecords', 'loadRecords'),
  loadFakeCount: unprovided<FakeObituaryCount, SiteInput>('scrapeRecords', 'loadFakeCount'),
  addFakeObituaries: unprovided<FakeObituaryCount, SiteInput>('scrapeRecords', 'addFakeObituaries'),
  removeFakeObituaries: unprovided<FakeObituaryCount, SiteInput>('scrapeRecords', 'removeFakeObituaries'),
  recordEvents: fromCallback<RecordStreamEvent, RecordStreamInput>(() => {
    throw new Error('scrapeRecords machine: the recordEvents actor was not provided');
  }),
};

export type ScrapeRecordsActors = typeof unprovidedScrapeRecordsActors;

export const scrapeRecordsToasts = {
  fakeAdded: 'Fake obituaries added',
  fakeRemoved: 'Fake obituaries removed',
  fakeAddFailed: 'Unable to add fake obituaries',
  fakeRemoveFailed: 'Unable to remove fake obituaries',
} as const;
