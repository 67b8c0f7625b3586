import type { SitePages, UpdatePagesMeta } from '../../domain/api/pageSeo.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { notFound } from '../http/httpError';
import { recordAudit } from '../audit/recordAudit';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { readSitePages, requirePagesSite } from './sitePages';

const pageList = (titles: readonly string[]) => titles.join(', ');

/**
 * Saves the changed pages' SEO title and description at the builder, one page after another, and
 * logs which pages changed. Every page is checked to exist before any is written; a builder
 * failure part-way still logs the pages it did save, then answers with the builder's message.
 */
export const updatePagesMeta = async (deps: AppDeps, user: SessionUser, siteId: number, body: UpdatePagesMeta): Promise<SitePages> => {
  const { project } = await requirePagesSite(deps, siteId);
  const current = await deps.integrations.builder.listPages(project);
  const changes = body.pages.map((change) => {
    const page = current.find((candidate) => candidate.uuid === change.uuid);
    if (!page) throw notFound(`Page ${change.uuid}`);
    return { page, seo: change.seo };
  });
  const saved: typeof changes = [];
  const logSaved = async () => {
    if (!saved.length) return;
    await deps.db.transaction().execute(async (trx) => {
      await requireSite(trx, siteId, { lock: true });
      await writeLog(trx, {
        siteId,
        userId: user.id,
        message: `Page SEO updated: ${pageList(saved.map(({ page }) => page.title))}`,
        at: deps.now(),
      });
      // The builder keeps the pages, so no row of ours shows the change: the audit log is told here.
      for (const { page, seo } of saved)
        await recordAudit(trx, {
          kind: 'pageSeo',
          entity: 'page',
          entityId: page.uuid,
          siteId,
          changes: [
            { field: 'seo.title', before: page.seo.title ?? '', after: seo.title },
            { field: 'seo.description', before: page.seo.description ?? '', after: seo.description },
          ].filter((change) => change.before !== change.after),
        });
    });
  };
  try {
    for (const change of changes) {
      await deps.integrations.builder.updatePageSeo(project, change.page.uuid, change.seo);
      saved.push(change);
    }
  } finally {
    await logSaved();
  }
  const { site } = await requirePagesSite(deps, siteId);
  return readSitePages(deps, site, project);
};
