import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { guardUrl } from './addressGuard';

export interface GuardedFetchOptions {
  /** Hosts (host or host:port) that may be private: SCRAPER_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
  timeoutMs: number;
  /** A body longer than this is refused rather than read. */
  maxBytes: number;
  userAgent: string;
  accept?: string;
}

export interface GuardedResponse {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const maxRedirects = 5;

export class FetchFailedError extends Error {
  constructor(
    message: string,
    /** Worth another try later (a timeout, a dropped connection), as opposed to a refusal. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'FetchFailedError';
  }
}

// Keep-alive: a scrape makes many requests to one host, one at a time.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 4 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 4 }),
};

const charsetOf = (contentType: string | undefined): string => {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset && ['utf-8', 'utf8', 'iso-8859-1', 'latin1', 'windows-1252'].includes(charset) ? charset : 'utf-8';
};

const readCapped = (response: IncomingMessage, maxBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return reject(new FetchFailedError(`response over ${maxBytes} bytes`, false));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new FetchFailedError(`response over ${maxBytes} bytes`, false));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', (error) => reject(new FetchFailedError(error.message, true)));
  });

/** One GET without following redirects; the guard decides before the socket opens. */
const getOnce = (url: URL, options: GuardedFetchOptions): Promise<{ response: IncomingMessage; done: Promise<Buffer> | null }> =>
  new Promise((resolve, reject) => {
    const guard = guardUrl(url, options.allowedHosts);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: agents[url.protocol as 'http:' | 'https:'],
        headers: {
          'user-agent': options.userAgent,
          accept: options.accept ?? 'text/html,application/xhtml+xml',
          'accept-encoding': 'identity',
        },
        ...(guard.lookup ? { lookup: guard.lookup } : {}),
      },
      (response) => {
        clearTimeout(timer);
        const isRedirect = (response.statusCode ?? 0) >= 300 && (response.statusCode ?? 0) < 400 && response.headers.location;
        if (isRedirect) {
          response.resume();
          return resolve({ response, done: null });
        }
        // The body has its own deadline: a server that trickles bytes is cut off too.
        const bodyTimer = setTimeout(
          () => response.destroy(new FetchFailedError(`no complete answer within ${options.timeoutMs} ms`, true)),
          options.timeoutMs,
        );
        const done = readCapped(response, options.maxBytes).finally(() => clearTimeout(bodyTimer));
        resolve({ response, done });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new FetchFailedError(`no answer within ${options.timeoutMs} ms`, true)),
      options.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchFailedError || error.name === 'AddressRefusedError' ? error : new FetchFailedError(error.message, true));
    });
    request.end();
  });

/**
 * GET for a staff-given URL: private, loopback and link-local addresses are refused for the first
 * URL and every redirect (after DNS resolution) unless the host is allowed, with a deadline, a
 * size cap and a User-Agent that says who is asking. Any status is an answer; only a refusal,
 * a network failure or an over-size body throws.
 */
export const fetchGuarded = async (target: string | URL, options: GuardedFetchOptions): Promise<GuardedResponse> => {
  let url = new URL(target);
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const { response, done } = await getOnce(url, options);
    if (!done) {
      url = new URL(response.headers.location!, url);
      continue;
    }
    const bytes = await done;
    return {
      status: response.statusCode ?? 0,
      url: url.href,
      headers: response.headers,
      body: new TextDecoder(charsetOf(response.headers['content-type'])).decode(bytes),
    };
  }
  throw new FetchFailedError(`more than ${maxRedirects} redirects`, false);
};
