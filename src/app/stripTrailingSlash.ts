import type { RouterHistory } from '@tanstack/react-router';

/**
 * Part 1 §2: a trailing slash is stripped by redirect ('/sites/' -> '/sites'). The router's
 * trailingSlash 'never' only shapes the links it builds, and it treats '/sites/' and '/sites' as
 * the same location, so a redirect thrown from a route would never change the address. Replacing
 * the history entry does, for the first address and for every later one.
 */
export function stripTrailingSlash(history: RouterHistory): void {
  const strip = () => {
    const { pathname, search, hash } = history.location;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      history.replace(`${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`, history.location.state);
    }
  };
  strip();
  history.subscribe(strip);
}
