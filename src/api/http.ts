import ky, { type KyResponse } from 'ky';
import * as v from 'valibot';
import { ApiError, apiErrorBodySchema } from '../../domain/api/apiError';
import { clearStoredUser } from '../session/storedUser';

/**
 * Where the browser goes when the API says the session is gone: /login, keeping the page the user
 * was on. The app's router replaces this with a client-side navigation (src/app/router.ts); the
 * default is a full page load, which also drops every piece of the old session's state.
 */
let sessionExpired = (): void => {
  const { pathname, search, hash } = window.location;
  window.location.assign(`/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`);
};

export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

/**
 * The one ky instance. The API is served from the page's own origin (absolute, so it also works in
 * jsdom); paths are written without a leading slash. The session travels in the HttpOnly
 * access_token cookie, hence credentials 'include'. HTTP errors do not throw here: `send` turns
 * every failure into an ApiError.
 */
const client = ky.create({
  prefixUrl: window.location.origin,
  credentials: 'include',
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    afterResponse: [
      (request, _options, response) => {
        // Only /api answers 401 for a missing session; /login answers 401 for wrong credentials.
        if (response.status === 401 && new URL(request.url).pathname.startsWith('/api/')) {
          clearStoredUser();
          sessionExpired();
        }
      },
    ],
  },
});

type SearchParams = URLSearchParams | Record<string, string | number | boolean>;
type Options = { searchParams?: SearchParams; signal?: AbortSignal };

/** An answer with no body worth reading (204, or a body the caller ignores). */
export const noContent = v.unknown();

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

const readBody = async (response: KyResponse): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Sends one request and returns its body parsed by `schema` (from domain/api). Every failure is an
 * ApiError: a refusal carries the server's `{error, field, reason}`; no answer is status 0; an
 * answer that does not match the schema is reported with the field that did not. A request
 * cancelled through its signal still rejects with the AbortError, which machines ignore.
 */
const send = async <S extends v.GenericSchema>(request: () => Promise<KyResponse>, schema: S): Promise<v.InferOutput<S>> => {
  let response: KyResponse;
  try {
    response = await request();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, { error: 'The server could not be reached' });
  }
  const body = await readBody(response);
  if (!response.ok) {
    const explained = v.safeParse(apiErrorBodySchema, body);
    throw new ApiError(response.status, explained.success ? explained.output : { error: `The server answered ${response.status}` }, body);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    throw new ApiError(response.status, {
      error: 'The server sent an answer this page does not understand',
      field: v.getDotPath(issue) ?? 'body',
      reason: issue.message,
    });
  }
  return parsed.output;
};

/** The API as the browser's `src/api/<workflow>.api.ts` files call it. */
export const api = {
  get: <S extends v.GenericSchema>(path: string, schema: S, options: Options = {}) => send(() => client.get(path, options), schema),
  post: <S extends v.GenericSchema>(path: string, json: unknown, schema: S, options: Options = {}) =>
    send(() => client.post(path, { json, ...options }), schema),
  delete: <S extends v.GenericSchema>(path: string, schema: S, options: Options = {}) => send(() => client.delete(path, options), schema),
  /** multipart/form-data (file uploads). */
  upload: <S extends v.GenericSchema>(path: string, body: FormData, schema: S, options: Options = {}) =>
    send(() => client.post(path, { body, ...options }), schema),
};
