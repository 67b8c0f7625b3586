import type { ServerConfig } from '../config';
import { ownOrigin } from './ownOrigin';

interface UrlCheck {
  ok: boolean;
  /** The HTTP status, or null when nothing answered. */
  status: number | null;
  url: string;
}

/**
 * GETs a page (a builder preview, the live site) and says whether it answered 200-299. A relative
 * URL is one of our own sandbox pages. Network trouble is an answer ('not reachable'), not an error.
 */
export const checkUrl = async (url: string, config: ServerConfig): Promise<UrlCheck> => {
  const absolute = new URL(url, `${ownOrigin(config)}/`).href;
  try {
    const response = await fetch(absolute, { redirect: 'follow', signal: AbortSignal.timeout(config.INTEGRATION_TIMEOUT_MS) });
    await response.body?.cancel();
    return { ok: response.ok, status: response.status, url: absolute };
  } catch {
    return { ok: false, status: null, url: absolute };
  }
};
