import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { SiteListResponse } from '../../../../domain/api/siteList.schema';
import type { ListScreen } from '../../../../domain/siteList/listScreens';
import { listSearchSchema, type SiteListRequest } from '../../../../domain/siteList/listSearch';
import type { ListViewer } from '../listViewer';
import { SiteListPage } from '../SiteListPage';
import { deferredCalls, SiteListProviders, stubServices } from './siteListProviders';

/**
 * A list screen on a memory-history router at `path`, its route validating the search like the
 * app's list routes do, with a fetchSites the test answers by hand.
 */
export function renderListAt(path: string, screen: ListScreen, viewer: ListViewer) {
  // jsdom has no scrolling; the router calls it on navigation.
  window.scrollTo = () => {};
  const fetchSites = deferredCalls<SiteListResponse, SiteListRequest>();
  const rootRoute = createRootRoute({ component: Outlet });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/sites',
    validateSearch: listSearchSchema,
    component: () => <SiteListPage screen={screen} viewer={viewer} />,
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history });
  render(
    <SiteListProviders services={stubServices({ fetchSites: (request, signal) => fetchSites.start(request, signal) })}>
      {/* The test router is not the app's registered router; RouterProvider only needs a router. */}
      <RouterProvider router={router as never} />
    </SiteListProviders>,
  );
  return { fetchSites, history, router };
}
