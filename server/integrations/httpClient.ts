import type * as v from 'valibot';
import { IntegrationError, notFoundError } from './integrationError';
import { type ServiceName, serviceLabels } from './serviceNames';
import { readVendorAnswer } from './vendorAnswer';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  service: ServiceName;
  /** The API root, with or without a path (https://api.duda.co/api). */
  baseUrl: string;
  /** The variables holding the credentials, named in the 'check your credentials' message. */
  credentialVariables: readonly string[];
  /** Adds credentials to each attempt; a signer (SigV4) must sign every attempt afresh. */
  authorize: (request: Request) => Request | Promise<Request>;
  /** The service's own words from an error body, if it has any. */
  readErrorMessage?: (body: string) => string | undefined;
  /** What we ask the service to answer in. */
  accept?: string;
  /** Services that report throttling without a 429 (Route 53 answers 400 Throttling). */
  isThrottled?: (status: number, body: string) => boolean;
  /** Services that say 'not found' without a 404 (Duda answers 400 ResourceNotExist). */
  isNotFound?: (status: number, body: string) => boolean;
  /**
   * A failure the service explains in its body better than its status does (OpenAI's 429
   * insufficient_quota is out of credit, not a rate limit): the staff message for it, never retried.
   */
  explainFailure?: (status: number, body: string) => string | undefined;
  timeoutMs?: number;
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: staff get the 'try again later' message. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** `authorize` for the services whose credentials are one fixed Authorization header. */
export const withAuthorizationHeader =
  (value: string) =>
  (request: Request): Request => {
    request.headers.set('authorization', value);
    return request;
  };

interface RequestSpec {
  method: Method;
  /** Appended to the base URL's path. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** A raw body (Route 53 speaks XML). */
  body?: string;
  contentType?: string;
  /** A POST the service documents as safe to repeat (publish, for one) may be retried like a GET. */
  idempotent?: boolean;
  /** What a 404 means in staff words, e.g. "site 'abc123'". */
  notFound?: string;
}

interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
}

interface HttpClient {
  request(spec: RequestSpec): Promise<HttpResponse>;
  /** The body parsed as JSON and read with the schema (an empty body is undefined). */
  json<TSchema extends v.GenericSchema>(spec: RequestSpec, schema: TSchema): Promise<v.InferOutput<TSchema>>;
}

const idempotentMethods = new Set<Method>(['GET', 'PUT', 'DELETE']);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retry-After is either whole seconds or an HTTP date.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/**
 * The one HTTP path every real client takes: a timeout on each attempt, retries with exponential
 * backoff and jitter, and every failure turned into an IntegrationError that says which service
 * failed and what staff can do about it.
 *
 * A 429 (or the service's own throttling answer) is retried whatever the method: the service
 * refused the call before acting on it, so repeating it cannot do anything twice. A 5xx, a timeout
 * or a dropped connection may come after the service acted, so only calls that are safe to repeat
 * are retried then.
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const {
    service,
    timeoutMs = 10_000,
    maxRetries = 3,
    baseDelayMs = 250,
    maxDelayMs = 8_000,
    maxRetryAfterMs = 60_000,
    sleep = defaultSleep,
  } = options;
  const label = serviceLabels[service];
  const root = options.baseUrl.replace(/\/+$/, '');

  const buildUrl = (spec: RequestSpec): string => {
    const url = new URL(root + spec.path);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  };

  const backoff = (attempt: number): number => {
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
    return ceiling / 2 + Math.random() * (ceiling / 2);
  };

  const failure = (status: number, text: string, spec: RequestSpec): IntegrationError => {
    const said = options.readErrorMessage?.(text)?.trim();
    const detail = said ? `: ${said}` : '';
    const explained = options.explainFailure?.(status, text);
    if (explained) return new IntegrationError(service, 'rejected', explained, status);
    if (status === 401 || status === 403) {
      return new IntegrationError(
        service,
        'unauthorized',
        `${label} refused our credentials (${status}${detail}). Check ${options.credentialVariables.join(' and ')}.`,
        status,
      );
    }
    if (status === 404 || options.isNotFound?.(status, text)) {
      return notFoundError(service, spec.notFound ?? 'what we asked for', status);
    }
    if (status === 429 || options.isThrottled?.(status, text)) {
      return new IntegrationError(service, 'rate_limited', `${label} is limiting how often we call it; try again in a minute.`, status);
    }
    if (status >= 500) {
      return new IntegrationError(service, 'unavailable', `${label} is having problems (status ${status}); try again later.`, status);
    }
    return new IntegrationError(service, 'rejected', `${label} rejected the request (${status})${detail}.`, status);
  };

  const request = async (spec: RequestSpec): Promise<HttpResponse> => {
    const url = buildUrl(spec);
    const safeToRepeat = spec.idempotent ?? idempotentMethods.has(spec.method);
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
    let body: string | undefined;
    if (spec.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.json);
    } else if (spec.body !== undefined) {
      headers['content-type'] = spec.contentType ?? 'text/plain';
      body = spec.body;
    }

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < maxRetries;
      let response: Response;
      try {
        const unsigned = new Request(url, { method: spec.method, headers, ...(body !== undefined ? { body } : {}) });
        const signed = await options.authorize(unsigned);
        response = await fetch(signed, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (canRetry && safeToRepeat) {
          await sleep(backoff(attempt));
          continue;
        }
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new IntegrationError(service, 'timeout', `${label} did not answer within ${timeoutMs / 1000} seconds; try again later.`);
        }
        // fetch says only 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, ...).
        const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
        const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
        throw new IntegrationError(service, 'unavailable', `${label} could not be reached (${reason}); try again later.`);
      }

      const text = await response.text();
      if (response.ok) return { status: response.status, headers: response.headers, text };

      const explained = options.explainFailure?.(response.status, text) !== undefined;
      const throttled = !explained && (response.status === 429 || (options.isThrottled?.(response.status, text) ?? false));
      if (throttled && canRetry) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        if (retryAfter === undefined || retryAfter <= maxRetryAfterMs) {
          await sleep(retryAfter ?? backoff(attempt));
          continue;
        }
      }
      if (!explained && response.status >= 500 && canRetry && safeToRepeat) {
        await sleep(backoff(attempt));
        continue;
      }
      throw failure(response.status, text, spec);
    }
  };

  return {
    request,
    json: async (spec, schema) => {
      const { text } = await request(spec);
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        throw new IntegrationError(service, 'unavailable', `${label} sent an answer we could not read; try again later.`);
      }
      return readVendorAnswer(service, schema, parsed);
    },
  };
};
