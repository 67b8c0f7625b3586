import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { onSecondFactorRequired, onSessionExpired } from '../api/http';
import { onLiveSessionEnded } from '../live/appLiveSocket';
import { clearStoredUser } from '../session/storedUser';
import { routeTree } from '../routeTree.gen';
import { stripTrailingSlash } from './stripTrailingSlash';
import { NotFoundView } from '../views/shell/NotFoundView';
import { RouteErrorView } from '../views/shell/RouteErrorView';

/**
 * The app's router. A function so tests and stories can give it a memory history.
 * trailingSlash 'never': '/sites/' is redirected to '/sites' (part 1 §2). A 401 from /api
 * (session gone), or the live socket closing because the session ended, navigates to /login,
 * keeping the current page as the redirect.
 */
export function createAppRouter(history: RouterHistory = createBrowserHistory()) {
  stripTrailingSlash(history);
  const router = createRouter({
    routeTree,
    history,
    trailingSlash: 'never',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RouteErrorView,
    scrollRestoration: true,
  });
  const toSignIn = () => {
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
  };
  onSessionExpired(toSignIn);
  // The live socket hears at once that the session ended (deactivation, logout in another tab).
  onLiveSessionEnded(() => {
    clearStoredUser();
    toSignIn();
  });
  // REQUIRE_2FA: a person who must set up their second factor first is taken to it (issue 29).
  onSecondFactorRequired(() => {
    if (router.state.location.pathname !== '/profile/second-factor') void router.navigate({ to: '/profile/second-factor' });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
