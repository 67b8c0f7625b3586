import type { CollectionUrlError } from '../../domain/api/staging.schema';
import { nextStatus } from '../../machines/siteLifecycle/nextStatus';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict, HttpError } from '../http/httpError';
import { type SiteEventResult, sendSiteEvent } from '../siteLifecycle/applySiteEvent';
import { checkCollectionUrls } from './checkCollectionUrls';
import { requireSite } from '../sites/requireSite';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';

type StageOutcome = { staged: true; result: SiteEventResult } | { staged: false; collections: CollectionUrlError[] };

/** The 409 message when collection URLs block staging; the body lists them too. */
export const stagingBlockedMessage = (collections: readonly CollectionUrlError[]): string =>
  `Cannot stage: ${collections.length === 1 ? 'this collection URL does' : 'these collection URLs do'} not resolve on the preview: ${collections.map((c) => c.name).join(', ')}`;

/**
 * Stage (part 1 §4): the browser validated first, but the server is the authority, so it checks
 * again. In order: the site (404); its status through the lifecycle machine (409 'Cannot stage a
 * site in X ...'); a builder project (409); the error validator, collection URLs (blocked, with
 * the list; the fake-obituary count is only a warning and is not re-checked); then publish the
 * builder project; then STAGE in one transaction (status Staged and the log 'Site staged',
 * STAGE). Publishing comes before the transaction because it is a call to an outside service
 * that cannot roll back; if it fails nothing changes here. applySiteEvent re-reads the row under
 * lock, so a site moved meanwhile still answers 409.
 */
export const stageSite = async (deps: AppDeps, input: { siteId: number; user: SessionUser }): Promise<StageOutcome> => {
  const site = await requireSite(deps.db, input.siteId);
  const allowed = nextStatus({ status: site.launcher_label, revisionsFrom: null }, { type: 'STAGE', role: input.user.role });
  if (!allowed.ok) throw allowed.reason === 'role' ? new HttpError(403, allowed.message) : conflict(allowed.message);
  const builderSiteName = requireBuilderProject(site, 'before staging');

  const collections = await checkCollectionUrls(deps, builderSiteName);
  if (collections.length) return { staged: false, collections };

  await deps.integrations.builder.publishSite(builderSiteName);
  const result = await sendSiteEvent(deps.db, {
    siteId: site.id,
    event: 'STAGE',
    actor: { id: input.user.id, role: input.user.role },
    at: deps.now(),
  });
  return { staged: true, result };
};
