import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const routeModules = fileURLToPath(new URL('../src/app/routeModules.ts', import.meta.url));
/** A route file, or one of the pieces the code splitter makes of it (`?tsr-split=...`). */
const routeFile = /[\\/]src[\\/]routes[\\/]/;

/**
 * Route files (and their split pieces) get '@tanstack/react-router' through src/app/routeModules.ts,
 * whose lazyRouteComponent hands a failed fetch of a route's code to the error boundary instead of
 * reloading the page (decision 0435): the code splitter imports lazyRouteComponent from the router
 * package by name, and offers no option to take it from elsewhere.
 */
export const routeChunksPlugin = (): Plugin => ({
  name: 'website-admin-route-chunks',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === '@tanstack/react-router' && importer !== undefined && routeFile.test(importer) ? routeModules : null;
  },
});
