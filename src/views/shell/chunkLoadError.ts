/**
 * The error a browser gives when a lazily loaded module (a route's code file) cannot be fetched:
 * Chromium, Firefox and Safari word it differently, and Vite's preload helper has its own.
 */
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && chunkLoadMessages.some((pattern) => pattern.test(error.message));
