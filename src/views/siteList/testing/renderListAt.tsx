import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { EndpointInput } from '../../../../domain/api/endpoint';
import type { siteListEndpoints } from '../../../../domain/api/siteList.endpoints';
import type { SiteListResponse } from '../../../../domain/api/siteList.schema';
import type { ListScreen } from '../../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../../domain/siteList/listSearch';
import type { Viewer } from '../../../../domain/viewer';
import { fromAbortablePromise } from '../../../../machines/shared/fromAbortablePromise';
import { deferredCalls } from '../../../testing/deferredCalls';
import { createSiteChangesStub } from '../../../testing/siteChangesStub';
import { ViewWiring } from '../../../testing/ViewWiring';
import { listRowActors, siteListActorsFixture } from '../fixtures/siteListActors';
import { SiteListPage } from '../SiteListPage';

type SiteListQuery = EndpointInput<typeof siteListEndpoints.list>;

/**
 * A list screen on a memory-history router at `path`, its route validating the search like the
 * app's list routes do (the one thing renderView's router does not do), with a fetchSites the test
 * answers by hand and live site changes the test emits. The stub aborts and drops its calls as the real actor does.
 */
export function renderListAt(path: string, screen: ListScreen, viewer: Viewer) {
  // jsdom has no scrolling; the router calls it on navigation.
  window.scrollTo = () => {};
  const fetchSites = deferredCalls<SiteListResponse, SiteListQuery>();
  const siteChanges = createSiteChangesStub();
  const rootRoute = createRootRoute({ component: Outlet });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/sites',
    validateSearch: listSearchSchema,
    component: () => <SiteListPage screen={screen} />,
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history });
  const siteList = {
    ...siteListActorsFixture(),
    fetchSites: fromAbortablePromise<SiteListResponse, SiteListQuery>(({ input, signal }) => fetchSites.start(input, signal)),
    siteChanges: siteChanges.actor,
  };
  render(
    <ViewWiring viewer={viewer} actors={{ siteList, ...listRowActors() }}>
      {/* The test router is not the app's registered router; RouterProvider only needs a router. */}
      <RouterProvider router={router as never} />
    </ViewWiring>,
  );
  return { fetchSites, siteChanges, history, router };
}
