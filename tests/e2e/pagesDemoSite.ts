import type { SitePages } from '../../domain/api/pageSeo.schema';
import { demoShowcase } from '../../server/db/seed/demoShowcase';
import { apiSignIn } from './browser';
import type { SiteListAnswer } from './lists';

const showcaseNames = new Set<string>(Object.values(demoShowcase).map((site) => site.name));

/**
 * A demo site of the given status with a builder project of the standard pages and a city and
 * state, that no other journey uses (the showcase sites belong to theirs); `skip` leaves out the
 * sites another test of the same file took.
 */
export const demoSiteWithPages = async (status: string, skip: readonly number[] = []): Promise<SitePages['site']> => {
  const admin = await apiSignIn('admin');
  const list = (await (await admin.request('GET', `/api/sites?label=${encodeURIComponent(status)}&perPage=50`)).json()) as SiteListAnswer;
  for (const row of list.data) {
    if (showcaseNames.has(row.name) || skip.includes(row.id) || !row.duda_id || !row.city || !row.state) continue;
    const answer = await admin.request('GET', `/api/sites/${row.id}/pages`);
    if (!answer.ok) continue;
    const { site, pages } = (await answer.json()) as SitePages;
    if (['Obituaries', 'Services'].every((title) => pages.some((page) => page.title === title))) return site;
  }
  throw new Error(`No ${status} demo site with a builder project, pages and a city`);
};
