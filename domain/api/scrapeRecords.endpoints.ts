import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { fakeObituaryCountSchema, listScrapeRecordsQuery, scrapeRecordListSchema } from './scrapeRecords.schema';

/** A site's scraped records (its Scrape tab) and the Fake Obituaries tile's placeholders. */
export const scrapeRecordsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/obituaries',
    capability: 'readSites',
    summary: "A page of a site's scraped records, newest first",
    description:
      '`{data, total}`; every kind of record unless `kind` names one. Each record a scrape saves is also published live on `records:<organisationId>` (`record`).',
    params: idParams,
    query: listScrapeRecordsQuery,
    answers: { 200: scrapeRecordListSchema },
  }),
  fakeCount: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/fakeObituaries',
    capability: 'readSites',
    summary: 'How many fake obituaries the site has',
    description: 'The placeholders the Fake Obituaries action adds (`fake = true`); real, scraped ones are not counted.',
    params: idParams,
    answers: { 200: fakeObituaryCountSchema },
  }),
  addFake: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/fakeObituaries',
    capability: 'manageFakeObituaries',
    summary: 'Adds the placeholder set of fake obituaries to a site',
    description:
      "Plausible names, dates and text, marked fake, so a design shows what real obituaries will look like; adding twice adds nothing. Logs 'Fake obituaries added' (OBIT). Answers the site's fake count.",
    params: idParams,
    answers: { 200: fakeObituaryCountSchema },
  }),
  removeFake: endpoint({
    method: 'delete',
    path: '/api/sites/:id{[0-9]+}/fakeObituaries',
    capability: 'manageFakeObituaries',
    summary: 'Removes every fake obituary of a site',
    description: "Real obituaries are untouched. Logs 'Fake obituaries removed' (OBIT). Answers the site's fake count (0).",
    params: idParams,
    answers: { 200: fakeObituaryCountSchema },
  }),
};
