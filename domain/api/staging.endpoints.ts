import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { collectionUrlsSchema, fakeObitCountSchema } from './staging.schema';

/**
 * The checks the Stage Site modal runs before it stages (part 1 §4, §7; code: `server/staging/`).
 * POST /stage itself is a status action (siteStatus.endpoints.ts).
 */
const validator =
  'What the Stage Site modal calls before it stages. Capability stageSite (admin, care): only someone who may stage needs it. A POST as in part 1 §7, though it changes nothing and reads no body.';

export const stagingEndpoints = {
  countFakeObits: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/validate/countFakeObits',
    capability: 'stageSite',
    summary: "The site's fake obituaries still present (a warning before staging)",
    description: `${validator}\n\n**Warning.** Counts the site's rows of \`obituaries\` with \`fake = true\` (the placeholders the Fake Obituaries action adds; real, scraped ones are \`fake = false\`). The browser shows 'Hang on!' when count > 0; it never blocks. Any status, builder project or not.`,
    params: idParams,
    answers: { 200: fakeObitCountSchema },
  }),
  collectionUrls: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/validate/collectionURLs',
    capability: 'stageSite',
    summary: "The site's builder pages whose preview URL does not resolve (errors that block staging)",
    description: [
      validator,
      "**Error.** Every page of the site's builder project (the builder's page list: static pages and collection pages such as Obituaries) must resolve on the site's preview. URL = the builder's `preview_site_url` with the page path appended (its query kept; a sandbox's relative preview path is made absolute on this server's own origin, PUBLIC_ORIGIN or HOST:PORT). Each URL is fetched with GET, redirects followed, all at once, each with a 5 second timeout.",
      "Only the failures are listed: `name` the page title, `error` 'Not found on the preview (404)', 'The preview answered <status>', 'No answer within 5 seconds' or 'The preview could not be reached'. `[]` = all resolve. A builder failure answers as docs/integrations.md says.",
      "The sandbox preview serves each page at `/sandbox/preview/<siteName>/<pagePath>` (404 for a path that is not one of the site's pages), which is what this check fetches in sandbox mode.",
    ].join('\n\n'),
    params: idParams,
    answers: { 200: collectionUrlsSchema },
    refusals: { 409: "'<name> has no builder project yet: create or link one before staging'" },
  }),
};
