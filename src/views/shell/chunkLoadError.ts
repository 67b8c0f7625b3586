import ky from 'ky';

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

/** The file a failed module fetch names: Chromium, Firefox and Vite's CSS preload say which; Safari does not. */
export const chunkUrlOf = (error: unknown): string | null => {
  if (!(error instanceof Error)) return null;
  const named = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|mjs|css))/.exec(error.message)?.[1];
  return named ?? null;
};

const reloadKey = 'website-admin:chunk-reload';
/** A second failure of the same file this soon after a reload is not the browser's memory: the reload did not help. */
const reloadAgainAfterMs = 60_000;

/**
 * Whether the page may reload by itself to fetch `url` afresh, noting that it does. A browser keeps
 * a module file that failed to load as failed for the page's life (Chromium 150: asking again,
 * even under another query string, fails without a request), so a screen whose code was asked for
 * during an outage can only come back with a new page. Once a minute per file at most, so a file
 * that fails for another reason offers the reload instead of reloading without end.
 */
export const claimChunkReload = (url: string, now = Date.now()): boolean => {
  try {
    const last = JSON.parse(sessionStorage.getItem(reloadKey) ?? 'null') as { url: string; at: number } | null;
    if (last && last.url === url && now - last.at < reloadAgainAfterMs) return false;
    sessionStorage.setItem(reloadKey, JSON.stringify({ url, at: now }));
    return true;
  } catch {
    // Storage refused (a privacy mode): without a note the page cannot tell a loop, so it asks.
    return false;
  }
};

/** Whether the server has the file now, asked past the browser's cache: false for any refusal or failure. */
export const isServedNow = (url: string): Promise<boolean> =>
  ky.get(url, { cache: 'no-store', retry: 0, throwHttpErrors: false }).then(
    (response) => response.ok,
    () => false,
  );
