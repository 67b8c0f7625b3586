import { describe, expect, it } from 'vitest';
import { siteListSearchParams } from './listRequestParams';

describe('siteListSearchParams', () => {
  it('sends filters and on flags, joins a status list and leaves the rest out', () => {
    const params = siteListSearchParams({
      page: 2,
      perPage: 20,
      query: 'oak',
      designer: 'none',
      label: ['Pre-Staging QA', 'Final QA'],
      launchSchedule: true,
      preLiveSeo: false,
      corporation: undefined,
    });
    expect(params.toString()).toBe('page=2&perPage=20&query=oak&designer=none&label=Pre-Staging+QA%2CFinal+QA&launchSchedule=true');
  });
});
