/**
 * What src/routes imports as '@tanstack/react-router' (build/routeChunks.ts): the router's own
 * exports, with the code splitter's lazyRouteComponent replaced by one that never reloads the page
 * (decision 0435). A module's own export wins over a name its `export *` brings.
 */
export * from '@tanstack/react-router';
export { lazyRouteComponent } from './lazyRouteComponent';
