import * as v from 'valibot';
import { apiErrorBodySchema } from './apiError';
import { endpoint, noContentAnswer } from './endpoint';
import { idParams } from './id.schema';
import { overrideStatusBody, siteStatusChangeSchema, transitionBody } from './siteStatus.schema';
import { stagedSchema, stagingBlockedSchema } from './staging.schema';

const lifecycle =
  'Sends one event of the site lifecycle machine (`machines/siteLifecycle/`) through `server/siteLifecycle/applySiteEvent.ts`: the site row is locked, the machine decides, the status and its log entry are written in one transaction. Answers `{id, from, launcher_label}`.';

const notAllowed = "The status does not allow it: 'Cannot <action> a site in <status>: <status> to <target> is not allowed'";

/** Status actions of part 1 §4 and §7 on /api/sites/{id}: each one event of the site lifecycle machine, the override, and deleting a test site. */
export const siteStatusEndpoints = {
  submitForReview: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/qa',
    capability: 'submitForReview',
    summary: 'Submits a site for review (SUBMIT_FOR_REVIEW)',
    description: `${lifecycle} Admin, designer. Logs 'Submitted for review' (IN_REVIEW).`,
    params: idParams,
    answers: { 200: siteStatusChangeSchema },
    refusals: { 409: notAllowed },
  }),
  stage: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/stage',
    capability: 'stageSite',
    summary: 'Stages a site (STAGE): validates again, publishes the builder project, then sets Staged',
    description: [
      'What the Stage Site modal calls last (part 1 §4, §7; `server/staging/stageSite.ts`): capability stageSite (admin, care). In order: the site (404); its status through the lifecycle machine: only Pre-Staging QA and Final QA (409 \'Cannot stage a site in <status>: <status> to Staged is not allowed\'); a builder project (409 \'<name> has no builder project yet: create or link one before staging\'); the collection URLs again, server-side (409 `{error: "Cannot stage: this collection URL does not resolve on the preview: Memorial Wall", collections: [...]}`, "these collection URLs do" for several; nothing changes); fake obituaries are not re-checked (a warning).',
      "Then the builder project is published (`builder.publishSite`; a builder failure answers its IntegrationError, e.g. 502, and nothing changes) and, in one transaction, STAGE: status Staged, log 'Site staged' (STAGE). Answers `{id, from, launcher_label: 'Staged'}`.",
    ].join('\n\n'),
    params: idParams,
    answers: { 200: stagedSchema },
    refusals: {
      409: {
        description:
          'The status does not allow staging, the site has no builder project, or collection URLs do not resolve on the preview (then the body lists them in `collections`)',
        schema: v.union([stagingBlockedSchema, apiErrorBodySchema]),
      },
    },
  }),
  markLive: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/live',
    capability: 'goLive',
    summary: 'Marks a site live (GO_LIVE)',
    description: `${lifecycle} Admin, launch. Logs 'Site live' (GO_LIVE).`,
    params: idParams,
    answers: { 200: siteStatusChangeSchema },
    refusals: { 409: notAllowed },
  }),
  markLost: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/lost',
    capability: 'markLost',
    summary: 'Marks a site lost (MARK_LOST)',
    description: `${lifecycle} Admin, ae. Logs 'Marked as lost'.`,
    params: idParams,
    answers: { 200: siteStatusChangeSchema },
    refusals: { 409: notAllowed },
  }),
  transition: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/transition',
    capability: 'changeSiteStatus',
    summary: "Moves a site's status by one lifecycle event",
    description: `${lifecycle} \`event\` is one of READY, WAIT_FOR_CONTENT, CONTENT_RECEIVED, REQUEST_REVISIONS, REVISIONS_DONE, FINAL_QA, APPROVE, READY_TO_LAUNCH, POST_LIVE_QA, QA_DONE, REBUILD, REOPEN (400 otherwise). The route needs changeSiteStatus (admin, designer, care, launch: every role that may send at least one of them); the event itself by \`lifecycleEventCapability\` (\`domain/siteLifecycle/siteLifecycleEvents.ts\`), 403 for a role that may not send it. The log entry is \`server/siteLifecycle/siteEventLog.ts\`'s.`,
    params: idParams,
    body: transitionBody,
    answers: { 200: siteStatusChangeSchema },
    refusals: { 409: notAllowed },
  }),
  override: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/status',
    capability: 'overrideStatus',
    summary: "Sets a site's status to any selectable status (admin override)",
    description:
      "Admin only. Logs 'Status changed from X to Y (override)' in the same transaction. Answers `{id, from, launcher_label}`; 400 for a status outside the selectable ones.",
    params: idParams,
    body: overrideStatusBody,
    answers: { 200: siteStatusChangeSchema },
    refusals: { 409: "The site is already in that status: 'The site is already in X'" },
  }),
  deleteTestSite: endpoint({
    method: 'delete',
    path: '/api/sites/:id{[0-9]+}',
    capability: 'deleteTestSite',
    summary: 'Deletes a Test site and everything that belongs to it',
    description: 'Capability deleteTestSite (admin). Answers 204; 409 for a site in any other status.',
    params: idParams,
    answers: { 204: noContentAnswer },
    refusals: { 409: "Any other status: 'Only test sites can be deleted: this site is <status>'" },
  }),
};
