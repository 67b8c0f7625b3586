import { endpoint } from './endpoint';
import {
  dnsInstructionsBody,
  dnsInstructionsNotSentSchema,
  dnsInstructionsSentSchema,
  domainContactsSchema,
  fullSendResponseSchema,
  goLiveCheckParams,
  goLiveCheckResultSchema,
  goLiveSummarySchema,
  launchParams,
  launchStateSchema,
  pendingScrapesSchema,
} from './goLive.schema';
import { idParams } from './id.schema';

/**
 * The go-live panel (part 2 §2.3, decisions.md §6): /api/sites/{id}/goLive/…, /api/launches/{id},
 * /api/sites/{id}/domainContacts. Reads are open to everyone signed in; Full Send and DNS
 * instructions need capability goLive (admin, launch). Rules: domain/goLive/. One route per check,
 * so the browser loads the 13 in parallel and a slow or failing one holds up no other.
 */
export const goLiveEndpoints = {
  check: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/goLive/checks/:check',
    capability: 'readSites',
    summary: 'One go-live check of a site',
    description:
      "`check` is one of domain, subscribers, obitData, duda, miscData, revisions, manage2Domain, icons, designChecks, websiteContent, finalChecks, floral, seo. `missing` lists unticked checklist items by description, or the unmet condition ('At least one real (not fake) obituary', '2 revisions not fixed', 'Builder preview responds', …). Only `duda` calls out (builder getSite, then a GET of the preview); a builder outage answers its 502/503/504 and the panel shows that one check as unavailable.",
    params: goLiveCheckParams,
    answers: { 200: goLiveCheckResultSchema },
    refusals: { 404: 'Site not found, or Check not found', 502: 'The builder failed (duda only)' },
  }),
  pendingScrapes: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/goLive/pendingScrapes',
    capability: 'readSites',
    summary: 'The scrapes that hold up Full Send',
    description:
      "Unfinished scrape tasks, then each open scrape request of the site as `{id: 'request-<id>', type, status: 'Requested'}`, oldest first.",
    params: idParams,
    answers: { 200: pendingScrapesSchema },
    refusals: { 404: 'Site not found' },
  }),
  summary: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/goLive/summary',
    capability: 'readSites',
    summary: 'What the go-live panel shows besides the checks',
    description:
      "`liveUrl` is '/sandbox/live/<apex>' with the sandbox builder (PUBLIC_ORIGIN-prefixed when set), 'https://<apex>/' with Duda; `launchWikiUrl` is LAUNCH_WIKI_URL or null; `runningLaunchId` lets a reopened panel rejoin a Full Send.",
    params: idParams,
    answers: { 200: goLiveSummarySchema },
    refusals: { 404: 'Site not found' },
  }),
  domainContacts: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/domainContacts',
    capability: 'readSites',
    summary: "Who may receive a site's DNS instructions",
    description:
      "The site's contacts marked domain_contact, then its corporation's domain contacts (domain_contact or type domain_primary, by priority), one per address.",
    params: idParams,
    answers: { 200: domainContactsSchema },
    refusals: { 404: 'Site not found' },
  }),
  fullSend: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/goLive/fullSend',
    capability: 'goLive',
    summary: 'Starts a Full Send, or joins the one running',
    description: [
      'A Full Send already running for the site is joined (same launchId, no new job). Otherwise it needs a site that is not Live, on our cloud hosting, with all 13 checks passed and no pending scrape; then a `launches` row and the `full-send` job.',
      '',
      "Live: each step publishes `launch_event` `{launchId, message, status: 'running'|'done'|'failed'}` on `launch:<launchId>` and `site:<siteId>` when it starts ('Getting started', 'Publishing site', 'Pointing DNS', 'Waiting for DNS', 'Checking the live site', 'Updating the board'); 'Done' is published (status done) after the site is Live; a failure publishes 'Full Send failed: <error>' (status failed).",
    ].join('\n'),
    params: idParams,
    answers: { 200: fullSendResponseSchema },
    refusals: {
      404: 'Site not found',
      409: "'The site is already Live'; 'Full Send is only for sites on our cloud hosting; send DNS instructions instead'; 'Full Send needs all 13 checks to pass; not passed: domain, seo'; 'Full Send must wait for the pending scrapes to finish'",
      502: 'The builder failed while the checks ran',
    },
  }),
  launch: endpoint({
    method: 'get',
    path: '/api/launches/:launchId',
    capability: 'readSites',
    summary: 'The state of a launch (Full Send)',
    description:
      "`messages` are the finished steps, then the step running or 'Full Send failed: <error>': what a browser re-reads after its socket reconnects.",
    params: launchParams,
    answers: { 200: launchStateSchema },
    refusals: { 404: 'Launch not found (also for a malformed id)' },
  }),
  dnsInstructions: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/goLive/dnsInstructions',
    capability: 'goLive',
    summary: 'Mails the DNS records to the contact who changes them',
    description:
      "Mails the records (A apex 35.172.94.1, CNAME www -> apex) through the mailer (the sandbox writes the outbox), then logs 'DNS instructions sent to <email>' (DNS_INSTRUCTION).",
    params: idParams,
    body: dnsInstructionsBody,
    answers: { 200: dnsInstructionsSentSchema },
    refusals: {
      404: 'Site not found',
      502: {
        description: "The mailer failed; nothing is logged (the panel shows 'Couldn't send email')",
        schema: dnsInstructionsNotSentSchema,
      },
    },
  }),
};
