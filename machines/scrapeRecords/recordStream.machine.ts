import { assign, setup } from 'xstate';
import type { StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import { unprovidedScrapeRecordsActors } from './scrapeRecords.actors';

/** The log keeps the newest lines only, so a long scrape does not grow the page without end. */
const maxStreamLines = 500;

export type RecordStreamContext = { organizationId: string; records: StreamedRecord[] };

/**
 * Watch Stream (part 2 §2.10): the records:{organization_id} channel while the modal is open,
 * each record a line as it is saved. Socket trouble is only logged (part 2 §7): the stream stops.
 */
export const recordStreamMachine = setup({
  types: {
    context: {} as RecordStreamContext,
    events: {} as { type: 'RECORD'; record: StreamedRecord },
    input: {} as { organizationId: string },
  },
  actors: unprovidedScrapeRecordsActors,
}).createMachine({
  id: 'recordStream',
  context: ({ input }) => ({ organizationId: input.organizationId, records: [] }),
  initial: 'streaming',
  states: {
    streaming: {
      invoke: {
        id: 'recordEvents',
        src: 'recordEvents',
        input: ({ context }) => ({ organizationId: context.organizationId }),
        onError: { target: 'stopped' },
      },
      on: {
        RECORD: { actions: assign({ records: ({ context, event }) => [...context.records, event.record].slice(-maxStreamLines) }) },
      },
    },
    stopped: {},
  },
});
