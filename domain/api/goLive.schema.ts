import * as v from 'valibot';
import { goLiveCheckNames } from '../goLive/goLiveChecks';
import { siteStatuses } from '../siteStatus';
import { idParam } from './id.schema';

/** Request and response shapes of the go-live panel's routes (docs/api.md, Go-live). */

/** GET /api/sites/{id}/goLive/checks/{check}: any text as the check, so an unknown one is 404 'Check not found'. */
export const goLiveCheckParams = v.object({ id: idParam, check: v.string() });

export const goLiveCheckResultSchema = v.object({
  name: v.picklist(goLiveCheckNames),
  status: v.picklist(['passed', 'failed']),
  missing: v.array(v.string()),
});

const pendingScrapeSchema = v.object({ id: v.string(), type: v.string(), status: v.string() });
export const pendingScrapesSchema = v.array(pendingScrapeSchema);

export const goLiveSummarySchema = v.object({
  siteId: v.number(),
  name: v.string(),
  apex: v.nullable(v.string()),
  status: v.picklist(siteStatuses),
  /** Hosted on our cloud hosting: Full Send is possible; otherwise someone changes DNS by hand. */
  cloudHosted: v.boolean(),
  /** Where 'Check it out!' goes: the sandbox live page, or https://<apex>. */
  liveUrl: v.nullable(v.string()),
  /** LAUNCH_WIKI_URL: the launch specialists' DNS wiki page. */
  launchWikiUrl: v.nullable(v.string()),
  /** A Full Send already running for the site: the panel watches it instead of offering another. */
  runningLaunchId: v.nullable(v.string()),
  revisions: v.object({ unfixed: v.number(), unverified: v.number() }),
  design: v.object({ unfinished: v.array(v.string()) }),
  floral: v.object({ hasAddon: v.boolean(), unfinished: v.array(v.string()) }),
  seo: v.object({ unfinished: v.array(v.string()) }),
});
export type GoLiveSummary = v.InferOutput<typeof goLiveSummarySchema>;

export const fullSendResponseSchema = v.object({ launchId: v.string() });

export const launchStatusSchema = v.picklist(['running', 'done', 'failed']);
export type LaunchRunStatus = v.InferOutput<typeof launchStatusSchema>;

/** A launch id is a UUID; any text is taken, so a malformed one is 404 'Launch not found' like an unknown one. */
export const launchParams = v.object({ launchId: v.string() });

/** GET /api/launches/{id}: what a browser that reconnects re-reads. */
export const launchStateSchema = v.object({
  id: v.string(),
  siteId: v.number(),
  status: launchStatusSchema,
  /** Finished steps, in order. */
  stepsDone: v.array(v.string()),
  /** The messages published so far, in order (the finished steps and the one running). */
  messages: v.array(v.string()),
  error: v.nullable(v.string()),
});
export type LaunchState = v.InferOutput<typeof launchStateSchema>;

/** The payload of a live 'launch_event' on 'launch:<id>' and 'site:<siteId>'. */
export const launchEventSchema = v.object({
  launchId: v.string(),
  message: v.string(),
  status: launchStatusSchema,
});
export type LaunchEvent = v.InferOutput<typeof launchEventSchema>;

const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`${field} must not be empty`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

export const dnsInstructionsBody = v.object({
  contactEmail: v.pipe(text('contactEmail', 254), v.email('contactEmail must be an e-mail address')),
  fhName: text('fhName', 200),
  domain: v.pipe(
    text('domain', 253),
    v.toLowerCase(),
    v.regex(/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/, 'domain must be a domain name such as example.com'),
  ),
});

/**
 * POST /api/sites/{id}/goLive/dnsInstructions when the e-mail went out. When it did not, the route
 * answers 502 `{sent: false, error}` ('Couldn't send email' in the panel).
 */
export const dnsInstructionsSentSchema = v.object({ sent: v.literal(true), to: v.string() });

/** The 502 of POST /api/sites/{id}/goLive/dnsInstructions: the mailer failed, nothing was logged. */
export const dnsInstructionsNotSentSchema = v.object({ sent: v.literal(false), error: v.string() });

export const domainContactSchema = v.object({ name: v.string(), email: v.string() });
export const domainContactsSchema = v.array(domainContactSchema);
export type DomainContact = v.InferOutput<typeof domainContactSchema>;
