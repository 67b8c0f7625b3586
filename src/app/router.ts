import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { NotFoundView } from '../views/shell/NotFoundView';

/**
 * The app's router. A function so tests and stories can give it a memory history.
 * trailingSlash 'never': '/sites/' is redirected to '/sites' (part 1 §2).
 */
export function createAppRouter(history: RouterHistory = createBrowserHistory()) {
  return createRouter({
    routeTree,
    history,
    trailingSlash: 'never',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundView,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
