import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { apiSignIn } from './browser';
import type { SiteListAnswer } from './lists';

/**
 * Demo sites the domain journeys work on: the `index`th site (counting from the last page of the
 * list, away from the sites other journeys pick first) with a domain and an e-mail and not yet
 * proxied. The demo seed is the same every run, so the pick is too.
 */
export const unproxiedDemoSite = async (index: number): Promise<SiteDetail> => {
  const admin = await apiSignIn('admin');
  const answer = (await (await admin.request('GET', '/api/sites?perPage=50&page=3')).json()) as SiteListAnswer;
  const eligible: SiteDetail[] = [];
  for (const row of [...answer.data].reverse()) {
    const site = (await (await admin.request('GET', `/api/sites/${row.id}`)).json()) as SiteDetail;
    if (site.apex && site.email && !site.hosted_zone_id && site.launcher_label !== 'Live') eligible.push(site);
    if (eligible.length > index) return eligible[index]!;
  }
  throw new Error(`No unproxied demo site number ${index} on the list's third page`);
};
