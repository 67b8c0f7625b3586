import { fromCallback } from 'xstate';
import { scrapeRecordsEndpoints } from '../../domain/api/scrapeRecords.endpoints';
import type { StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the scrape-record machines' actors: a site's records, the live record stream of
 * an organisation (records:{organization_id}), and the fake obituaries. The app injects the real
 * ones (src/api/scrapeRecords.api.ts), tests and stories stubs.
 */
export type RecordStreamInput = { organizationId: string };
export type RecordStreamEvent = { type: 'RECORD'; record: StreamedRecord };

export const unprovidedScrapeRecordsActors = {
  loadRecords: unprovidedEndpoint('scrapeRecords', 'loadRecords', scrapeRecordsEndpoints.list),
  loadFakeCount: unprovidedEndpoint('scrapeRecords', 'loadFakeCount', scrapeRecordsEndpoints.fakeCount),
  addFakeObituaries: unprovidedEndpoint('scrapeRecords', 'addFakeObituaries', scrapeRecordsEndpoints.addFake),
  removeFakeObituaries: unprovidedEndpoint('scrapeRecords', 'removeFakeObituaries', scrapeRecordsEndpoints.removeFake),
  recordEvents: fromCallback<RecordStreamEvent, RecordStreamInput>(() => {
    throw new Error('scrapeRecords machine: the recordEvents actor was not provided');
  }),
};

export type ScrapeRecordsActors = typeof unprovidedScrapeRecordsActors;

/** Ours (docs/decisions/0207-fake-obituaries.md). */
export const scrapeRecordsNotices = {
  fakeAdded: { tone: 'success', message: 'Fake obituaries added' },
  fakeRemoved: { tone: 'success', message: 'Fake obituaries removed' },
  fakeAddFailed: { tone: 'error', message: 'Unable to add fake obituaries' },
  fakeRemoveFailed: { tone: 'error', message: 'Unable to remove fake obituaries' },
} as const satisfies Record<string, Notice>;
