import { endpoint } from './endpoint';
import {
  createRevisionBody,
  deleteRevisionBody,
  deletedRevisionSchema,
  listRevisionsQuery,
  markRevisionFixedBody,
  markRevisionVerifiedBody,
  revisionListSchema,
  revisionSchema,
  updateRevisionBody,
} from './revisions.schema';

/**
 * /api/siteRevisions: revisions (QA issues) of a site, part 2 §7, authorised by decisions.md §2.
 * Editing and deleting also need the revision's author or admin (server/revisions/changeRevision.ts).
 */
export const revisionsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/siteRevisions',
    capability: 'readSites',
    summary: "A site's revisions, oldest first",
    query: listRevisionsQuery,
    answers: { 200: revisionListSchema },
    refusals: { 404: 'Site not found' },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/siteRevisions',
    capability: 'logRevision',
    summary: 'Logs a revision on a site',
    description:
      "`severity` defaults to Low. The stored status and verified flag follow the caller's role and the site's status (domain/revisions/revisionRules.ts): roles that may not set statuses log Client Request; `verified` is accepted for compatibility and derived from the role. Logged 'Revision logged'.",
    body: createRevisionBody,
    answers: { 201: revisionSchema },
    refusals: { 404: 'Site not found' },
  }),
  markFixed: endpoint({
    method: 'post',
    path: '/api/siteRevisions/markFixed',
    capability: 'markRevisionFixed',
    summary: 'Marks a revision fixed or not fixed',
    description:
      "Care's fix also verifies it (verified = fixed); anyone else's keeps `verified`. Logged 'Revision marked fixed' / 'Revision marked not fixed'.",
    body: markRevisionFixedBody,
    answers: { 200: revisionSchema },
    refusals: { 404: 'Site not found, or Revision not found (also for a revision of another site)' },
  }),
  markVerified: endpoint({
    method: 'post',
    path: '/api/siteRevisions/markVerified',
    capability: 'verifyRevision',
    summary: 'Marks a revision verified or not verified',
    body: markRevisionVerifiedBody,
    answers: { 200: revisionSchema },
    refusals: { 404: 'Site not found, or Revision not found (also for a revision of another site)' },
  }),
  update: endpoint({
    method: 'post',
    path: '/api/siteRevisions/update',
    capability: 'logRevision',
    summary: "Changes a revision's text, severity and status",
    description: "Only the revision's author or an admin (403 otherwise); an author who may not set statuses keeps the stored status.",
    body: updateRevisionBody,
    answers: { 200: revisionSchema },
    refusals: { 404: 'Revision not found' },
  }),
  remove: endpoint({
    method: 'post',
    path: '/api/siteRevisions/delete',
    capability: 'logRevision',
    summary: 'Deletes a revision',
    description: "Only the revision's author or an admin (403 otherwise).",
    body: deleteRevisionBody,
    answers: { 200: deletedRevisionSchema },
    refusals: { 404: 'Revision not found' },
  }),
};
