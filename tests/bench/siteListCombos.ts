import * as v from 'valibot';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { countSites } from '../../server/siteList/siteListQuery';
import type { BenchCallers, BenchDatabase } from './benchDatabase';

export interface ListCombo {
  name: string;
  /** The query string of GET /api/sites, without '?'. */
  query: string;
  caller: keyof BenchCallers;
}

/** How many of a query's sites the caller sees: where its last page is. */
const matchesOf = async (bench: BenchDatabase, query: string, caller: keyof BenchCallers): Promise<number> => {
  const params = v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(query)));
  const { id } = bench.callers[caller];
  return countSites(bench.handle.db, params, { id, role: caller }, new Date());
};

/**
 * A list's page 1, page 2000 (where the list has one) and last page: deep pages cost at most 1.5x
 * page 1 (issue 31), whether the counted id blocks hold the list (All Sites) or remembered anchors
 * do (a column beside the statuses, a search).
 */
const deepPages = async (bench: BenchDatabase, name: string, query: string, caller: keyof BenchCallers): Promise<ListCombo[]> => {
  const pages = Math.ceil((await matchesOf(bench, query, caller)) / 20);
  const paged = (page: number) => `${query ? `${query}&` : ''}page=${page}&perPage=20`;
  return [
    { name: `${name}, page 1`, query: paged(1), caller },
    ...(pages > 2000 ? [{ name: `${name}, page 2000`, query: paged(2000), caller }] : []),
    { name: `${name}, last page`, query: paged(pages), caller },
  ];
};

/**
 * The fixed mix the benchmark measures: every list screen's default query, the person, status
 * and corporation filters, searches that hit each searched column, deep paging of lists of each
 * kind and the orders.
 */
export const siteListCombos = async (bench: BenchDatabase): Promise<ListCombo[]> => {
  const [designer, otherDesigner] = bench.people.designer;
  const [ae] = bench.people.ae;
  const [care] = bench.people.care;
  return [
    ...(await deepPages(bench, 'All Sites', '', 'admin')),
    // A page past the first few, short of the deep pages.
    { name: 'All Sites, page 100', query: 'page=100&perPage=20', caller: 'admin' },
    { name: 'Scrape requests', query: 'scrapeRequest=true', caller: 'admin' },
    { name: 'search: site id', query: 'query=12345', caller: 'admin' },
    { name: 'search: name word', query: 'query=hawthorne', caller: 'admin' },
    { name: 'search: common word, urgent', query: 'query=funeral&urgent_build_filter=true', caller: 'admin' },
    { name: 'search: city', query: 'query=Knoxville', caller: 'admin' },
    { name: 'search: apex fragment', query: 'query=sullivanfuneral', caller: 'admin' },
    ...(await deepPages(bench, 'search: chapel', 'query=chapel', 'admin')),
    ...(await deepPages(bench, 'designer filter', `designer=${otherDesigner}`, 'admin')),
    { name: 'Ready for Designer', query: 'label=Ready%20for%20Design&designer=none', caller: 'admin' },
    ...(await deepPages(bench, 'Live, no obit-only sites', 'label=Live&exclude_hosted_obit_sites=true', 'admin')),
    { name: 'Ready for QA (2 statuses)', query: 'label=Pre-Staging%20QA,Final%20QA', caller: 'care' },
    { name: 'ae + corporation', query: `ae=${ae}&corporation=2`, caller: 'admin' },
    { name: 'My Sites (designer)', query: `designerMySites=true&designer=${designer}`, caller: 'designer' },
    { name: 'My Sites (ae), by activity', query: 'aeMySites=true&orderByLatestActivity=true', caller: 'ae' },
    { name: 'Launch Schedule', query: 'launchSchedule=true', caller: 'admin' },
    { name: 'Ready for Floral', query: 'unassignedSitesFlorist=true&launchSchedule=true', caller: 'admin' },
    { name: 'SEO Pre-Live', query: 'preLiveSeo=true', caller: 'care' },
    { name: 'SEO Post-Live', query: `postLiveSeo=true&care=${care}`, caller: 'care' },
    { name: 'Ready for Coaching', query: 'coachingSessions=true&allSites=true', caller: 'admin' },
  ];
};
