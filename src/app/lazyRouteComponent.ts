import { type ComponentType, createElement, use } from 'react';

type Props = Record<string, unknown>;

/**
 * The route code splitter's `lazyRouteComponent` (build/routeChunks.ts gives it to src/routes in
 * place of TanStack Router's): a route's component, fetched when the router first needs it. A
 * fetch that fails is thrown to the route's error boundary, where RouteErrorView waits for the
 * connection and asks again (decision 0435). TanStack's own reloads the whole page at the first
 * failure, which while offline replaced the app with the browser's "This site can't be reached".
 */
export function lazyRouteComponent<TModule extends Record<string, unknown>>(importer: () => Promise<TModule>, exportName = 'default') {
  let loading: Promise<void> | undefined;
  let component: ComponentType<Props> | undefined;
  let failure: Error | undefined;

  const load = (): Promise<void> =>
    (loading ??= importer().then(
      (module) => {
        component = module[exportName] as ComponentType<Props>;
      },
      (error: unknown) => {
        // The router awaits this before it renders: the failure is thrown from the render, so the
        // route's error boundary gets it, and the next preload fetches again.
        loading = undefined;
        failure = error instanceof Error ? error : new Error(String(error));
      },
    ));

  function Lazy(props: Props) {
    if (failure) throw failure;
    // Suspends on the one fetch under way (load() hands back the same promise until it settles).
    if (!component) use(load());
    return component ? createElement(component, props) : null;
  }

  return Object.assign(Lazy, {
    preload: () => {
      failure = undefined;
      return load();
    },
  });
}
