import type { BenchCallers, BenchDatabase } from './benchDatabase';

export interface ListCombo {
  name: string;
  /** The query string of GET /api/sites, without '?'. */
  query: string;
  caller: keyof BenchCallers;
}

/**
 * The fixed mix the benchmark measures: every list screen's default query, the person, status
 * and corporation filters, searches that hit each searched column, deep paging and the orders.
 */
export const siteListCombos = (bench: BenchDatabase): ListCombo[] => {
  const [designer, otherDesigner] = bench.people.designer;
  const [ae] = bench.people.ae;
  const [care] = bench.people.care;
  return [
    { name: 'All Sites, page 1', query: 'page=1&perPage=20', caller: 'admin' },
    { name: 'All Sites, page 100', query: 'page=100&perPage=20', caller: 'admin' },
    { name: 'All Sites, page 2000', query: 'page=2000&perPage=20', caller: 'admin' },
    { name: 'All Sites, last page', query: `page=${Math.ceil(bench.visibleSites / 20)}&perPage=20`, caller: 'admin' },
    { name: 'Scrape requests', query: 'scrapeRequest=true', caller: 'admin' },
    { name: 'search: site id', query: 'query=12345', caller: 'admin' },
    { name: 'search: name word', query: 'query=hawthorne', caller: 'admin' },
    { name: 'search: common word, urgent', query: 'query=funeral&urgent_build_filter=true', caller: 'admin' },
    { name: 'search: city', query: 'query=Knoxville', caller: 'admin' },
    { name: 'search: apex fragment', query: 'query=sullivanfuneral', caller: 'admin' },
    { name: 'designer filter', query: `designer=${otherDesigner}`, caller: 'admin' },
    { name: 'Ready for Designer', query: 'label=Ready%20for%20Design&designer=none', caller: 'admin' },
    { name: 'Live, no obit-only sites', query: 'label=Live&exclude_hosted_obit_sites=true', caller: 'admin' },
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
