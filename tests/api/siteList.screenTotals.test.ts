import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteListQuery, siteListQuerySchema } from '../../domain/api/siteList.schema';
import { roles } from '../../domain/roles';
import { listScreens } from '../../domain/siteList/listScreens';
import { siteStatuses } from '../../domain/siteStatus';
import { listSites, siteListTotals } from '../../server/siteList/siteListQuery';
import { createHarness, type Harness } from './harness';
import { tickChecklistItems } from './siteFixtures';

/**
 * Decision 0561: every screen of the sidebar that lists sites, for every role and tab, finds its
 * total in the maintained counts (migration 0048), and that total is the one counting the rows
 * gives; with one of the screen's filters added the two never disagree either.
 */
describe('site list screens: the maintained counts and counting the rows agree', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    const holders = roles.map((role) => h.users[role].id);
    const pickHolder = (i: number, shift: number) => (i % 4 === shift % 4 ? null : (holders[(i + shift) % holders.length] ?? null));
    const ids = (
      await h.handle.db
        .insertInto('sites')
        .values(
          Array.from({ length: 160 }, (_, i) => ({
            name: i % 6 === 0 ? `Cedar Chapel ${i}` : `Memorial Home ${i}`,
            launcher_label: siteStatuses[i % siteStatuses.length],
            designer_id: pickHolder(i, 0),
            florist_id: pickHolder(i, 1),
            ae_id: pickHolder(i, 2),
            am_id: pickHolder(i, 3),
            sdr_id: pickHolder(i, 5),
            care_id: pickHolder(i, 6),
            urgent_build: i % 5 === 0,
            hosted_obit_site: i % 7 === 0,
            coaching_sessions: i % 3 === 0,
            scheduled_launch_date: i % 4 === 0 ? null : `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
          })),
        )
        .returning('id')
        .execute()
    ).map((row) => row.id);
    // The SEO items (13, 15 and 16) all ticked on some sites, so the SEO tabs hold some and leave out others.
    for (const id of ids.filter((_, i) => i % 3 === 1)) await tickChecklistItems(h, id, [13, 15, 16]);
  });
  afterAll(() => h.close());

  /** Each screen's scope for a role, one per tab. */
  const scopesOf = (viewer: { id: number; role: (typeof roles)[number]; name: string }) =>
    Object.values(listScreens).flatMap((screen) => {
      const scope = screen.scope(viewer);
      const tabs = screen.tabs.length ? screen.tabs : [{ value: '', scope: {} }];
      return tabs.map((tab) => ({
        name: `${screen.id} ${tab.value} as ${viewer.role}`,
        scope: { ...scope, ...tab.scope },
        filters: screen.filters,
      }));
    });

  const totals = async (scope: Partial<SiteListQuery>, caller: { id: number; role: (typeof roles)[number] }) => {
    const params = { ...v.parse(siteListQuerySchema, {}), ...scope };
    const both = await siteListTotals(h.handle.db, params, caller, new Date());
    return { ...both, answered: (await listSites(h.handle.db, params, caller, new Date())).totalSites };
  };

  it('reads every screen, tab and role from the counts, with the total counting the rows gives', async () => {
    for (const role of roles) {
      const viewer = { id: h.users[role].id, role, name: h.users[role].name };
      for (const { name, scope } of scopesOf(viewer)) {
        const { counted, rows, answered } = await totals(scope, viewer);
        expect([name, counted, answered]).toEqual([name, rows, rows]);
        // The sites above give every screen some rows to count.
        if (role === 'admin') expect([name, rows > 0]).toEqual([name, true]);
      }
    }
  });

  it("agrees with one of the screen's filters added, read from the counts or by counting", async () => {
    const filterScope = (filter: string): Partial<SiteListQuery> => {
      switch (filter) {
        case 'person':
          return { designer: h.users.designer.id };
        case 'ae':
          return { ae: 'none' };
        case 'corporation':
          return { corporation: 1 };
        case 'status':
          return { label: ['In Design', 'Live'] };
        default:
          return { query: 'chapel' };
      }
    };
    for (const role of roles) {
      const viewer = { id: h.users[role].id, role, name: h.users[role].name };
      for (const { name, scope, filters } of scopesOf(viewer)) {
        for (const filter of filters) {
          const { counted, rows, answered } = await totals({ ...scope, ...filterScope(filter) }, viewer);
          expect([name, filter, counted ?? rows, answered]).toEqual([name, filter, rows, rows]);
        }
      }
    }
  });
});
