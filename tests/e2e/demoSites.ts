import { expect } from 'vitest';
import { apiSignIn } from './browser';
import type { SiteListAnswer } from './lists';

/** A showcase site of the demo seed, found by name through the site list as a visitor would search for it. */
export const demoSiteNamed = async (name: string): Promise<SiteListAnswer['data'][number]> => {
  const admin = await apiSignIn('admin');
  const answer = (await (await admin.request('GET', `/api/sites?query=${encodeURIComponent(name)}`)).json()) as SiteListAnswer;
  const matches = answer.data.filter((row) => row.name === name);
  expect(matches).toHaveLength(1);
  return matches[0]!;
};
