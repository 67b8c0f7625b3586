import { fromPromise } from 'xstate';
import { savedViewsEndpoints } from '../../domain/api/savedViews.endpoints';
import { viewHref } from '../../domain/savedViews/viewSearch';
import { listScreens } from '../../domain/siteList/listScreens';
import { siteHitLimit, siteHitOf } from '../../domain/commandPalette/siteHit';
import type { CommandPaletteActors, PaletteSavedView, RecentSitesInput } from '../../machines/commandPalette/commandPalette.actors';
import { fromAbortablePromise } from '../../machines/shared/fromAbortablePromise';
import { readRecentSites, writeRecentSites } from '../session/recentSites';
import { call } from './http';
import { fetchSitesPage } from './siteList.api';

/**
 * The command palette's actors. Sites are searched with the list's own GET /api/sites (its `query`
 * already matches name, domain, city or exact id), one short page (docs/decisions/0360).
 */
export const commandPaletteActors: CommandPaletteActors = {
  searchSites: fromAbortablePromise(async ({ input, signal }) => {
    const page = await fetchSitesPage({ page: 1, perPage: siteHitLimit, query: input.query }, signal);
    return page.data.map(siteHitOf);
  }),
  loadRecentSites: fromPromise(async ({ input }) => readRecentSites(input.userId)),
  saveRecentSites: fromPromise(async ({ input }) => writeRecentSites(input.userId, input.sites)),
  // Every screen's views the user may open (their own and those shared with their role).
  loadSavedViews: fromPromise<PaletteSavedView[], RecentSitesInput>(async () => {
    const views = await call(savedViewsEndpoints.list, {});
    return views.map((view) => ({ id: String(view.id), name: `${view.name} (${listScreens[view.screen].title})`, href: viewHref(view) }));
  }),
};
