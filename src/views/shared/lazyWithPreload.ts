import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts fetching the component's code: its trigger calls it on hover or focus, so opening waits for nothing. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is its own chunk, fetched the first time it renders or is preloaded (issue
 * 17): the modals and panels a list row or a page header opens stay out of the route's first load.
 * Render it inside a Suspense boundary.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed fetch (a deploy replaced the chunk, the network dropped) is tried again next time.
        loading = null;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
