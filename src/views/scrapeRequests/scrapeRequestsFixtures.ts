import { fromPromise } from 'xstate';
import type { ScrapeRequestList, ScrapeRequestRow } from '../../../domain/api/scrapeRequests.schema';
import type { ScrapeRequestsActors } from '../../../machines/scrapeRequests/scrapeRequests.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';
import { changedOnceShown, quietSiteChanges } from '../../testing/siteChangesStub';

/** A request as the Scrape Requests tab shows it; each fixture changes what it needs. */
export const scrapeRequestRow = (overrides: Partial<ScrapeRequestRow> = {}): ScrapeRequestRow => ({
  id: 41,
  fhid: 1012,
  name: 'Oakwood Funeral Home',
  type: 'testimonials',
  url: 'www.oakwoodfuneralhome.com',
  note: 'Testimonials page only',
  requested_by: 'Dana Designer',
  pretty_needed_before: 'Apr 2, 2025',
  completed: false,
  completed_by: null,
  pretty_completed_at: null,
  additional_note: '',
  ...overrides,
});

/** A note over the 150 characters the table shows whole. */
export const longNote =
  'The obituaries on the old site go back to 2009; the ones before 2015 sit in an archive section that the listing does not link to, so please include the archive pages as well.';

/** A page of open requests: one with a long note, one with neither URL nor launch date. */
const openRequestsPage = (): ScrapeRequestList => ({
  data: [
    scrapeRequestRow(),
    scrapeRequestRow({ id: 42, fhid: 1013, name: 'Maple Grove Chapel', type: 'obituaries', note: longNote, requested_by: 'Ada Admin' }),
    scrapeRequestRow({ id: 43, fhid: 1014, name: 'Cedar Hill Memorial', type: 'blogs', url: '', note: '', pretty_needed_before: null }),
  ],
  totalRequests: 3,
});

type Answers = {
  requestScrape?: StubAnswer;
  loadRequests?: StubAnswer;
  markComplete?: StubAnswer;
  /** The reads after a live change; like the first by default. */
  reloadRequests?: StubAnswer;
  /** The sites on the page change (live) once it shows. */
  liveChange?: boolean;
  page?: () => ScrapeRequestList;
};

/** scrapeRequests actors for stories and list rows: each call answers, never answers, or fails, as asked. */
export const scrapeRequestsActorsFixture = ({
  requestScrape = 'answer',
  loadRequests = 'answer',
  reloadRequests = loadRequests,
  liveChange = false,
  markComplete = 'answer',
  page = openRequestsPage,
}: Answers = {}): ScrapeRequestsActors => {
  let reads = 0;
  return {
    siteChanges: liveChange ? changedOnceShown : quietSiteChanges,
    requestScrape: fromPromise(({ input }) =>
      stubAnswer(requestScrape, () => scrapeRequestRow({ id: 90, fhid: input.id, type: input.type, url: input.url, note: input.note })),
    ),
    loadRequests: fromPromise(() => stubAnswer(reads++ === 0 ? loadRequests : reloadRequests, page)),
    markComplete: fromPromise(({ input }) =>
      stubAnswer(markComplete, () =>
        scrapeRequestRow({
          id: input.id,
          type: input.type,
          completed: true,
          completed_by: 'Lee Launch',
          pretty_completed_at: 'Mar 10, 2025',
        }),
      ),
    ),
  };
};
