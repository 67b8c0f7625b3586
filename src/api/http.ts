import ky, { type KyResponse } from 'ky';
import * as v from 'valibot';
import { ApiError, apiErrorBodySchema } from '../../domain/api/apiError';
import { type EndpointInput, type EndpointOutput, type EndpointSpec, entryNames, jsonSchemaOf } from '../../domain/api/endpoint';
import { secondFactorRequiredReason } from '../../domain/api/secondFactor.schema';
import { holdAtSecondFactorGate } from '../session/secondFactorGate';
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
 * Where the browser goes when the API says the person must first set up their second factor
 * (REQUIRE_2FA, issue 29): the profile's Second factor tab. The app's router replaces this with a
 * client-side navigation (src/app/router.ts).
 */
let secondFactorRequired = (): void => {
  window.location.assign('/profile/second-factor');
};

export function onSecondFactorRequired(handler: () => void): void {
  secondFactorRequired = handler;
}

/** Who hears that the API could not be reached (src/app/connection.ts shows 'Reconnecting…'). */
let apiUnreachable = (): void => {};

export function onApiUnreachable(handler: () => void): void {
  apiUnreachable = handler;
}

/** The server's answer while its database is away (issue 28): an outage, not a refusal of this request. */
const databaseUnavailable = 'Database unavailable';

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
      async (request, _options, response) => {
        if (response.status === 403 && new URL(request.url).pathname.startsWith('/api/')) {
          const refusal = v.safeParse(
            apiErrorBodySchema,
            await response
              .clone()
              .json()
              .catch(() => null),
          );
          if (refusal.success && refusal.output.reason === secondFactorRequiredReason) {
            holdAtSecondFactorGate();
            secondFactorRequired();
          }
        }
        // Only /api answers 401 for a missing session; /login answers 401 for wrong credentials.
        if (response.status === 401 && new URL(request.url).pathname.startsWith('/api/')) {
          clearStoredUser();
          sessionExpired();
        }
      },
    ],
  },
});

/** A raw answer (204, a file): nothing the browser reads. */
const noContent = v.unknown();

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
    apiUnreachable();
    throw new ApiError(0, { error: 'The server could not be reached' });
  }
  const body = await readBody(response);
  if (!response.ok) {
    const explained = v.safeParse(apiErrorBodySchema, body);
    if (response.status === 503 && explained.success && explained.output.error === databaseUnavailable) apiUnreachable();
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

/** The path with each `:name{pattern}` replaced by its value, encoded; without the leading slash (ky's prefixUrl). */
const fillPath = (path: string, values: Record<string, unknown>): string =>
  path.slice(1).replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(String(values[name])));

const pick = (values: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => names.includes(name) && value !== undefined)) as Record<
    string,
    string | number | boolean
  >;

const omit = (values: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));

/** The schema that reads a success answer of the endpoint, whichever of its declared statuses came. */
const answerSchema = (endpoint: EndpointSpec): v.GenericSchema => {
  const schemas = Object.values(endpoint.answers).map((answer) => jsonSchemaOf(answer) ?? noContent);
  return schemas.length === 1 ? schemas[0]! : v.union(schemas);
};

/**
 * Calls an endpoint of domain/api with one input object: its path parameters fill the path, its
 * query entries go in the query string, and the rest is the JSON body of a mutation. The answer is
 * parsed by the endpoint's declared schema; every failure is an ApiError, as for `api`.
 */
export const call = <E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> => {
  const values = (input ?? {}) as Record<string, unknown>;
  const paramNames = entryNames(endpoint.params) ?? [];
  const queryNames =
    endpoint.method === 'get' || endpoint.method === 'delete'
      ? (entryNames(endpoint.query) ?? Object.keys(values))
      : (entryNames(endpoint.query) ?? []);
  const path = fillPath(endpoint.path, values);
  const searchParams = pick(
    values,
    queryNames.filter((name) => !paramNames.includes(name)),
  );
  const rest = omit(values, [...paramNames, ...queryNames]);
  const schema = answerSchema(endpoint) as v.GenericSchema<unknown, EndpointOutput<E>>;
  const method = endpoint.method;
  return send(
    () =>
      client(path, {
        method,
        searchParams,
        ...(method === 'post' || method === 'put' || method === 'patch' ? { json: rest } : {}),
        ...options,
      }),
    schema,
  );
};

/** Uploads multipart/form-data to an upload endpoint (its path parameters from `params`). */
export const callUpload = <E extends EndpointSpec & { upload: true }>(
  endpoint: E,
  params: EndpointInput<E>,
  form: FormData,
  options: { signal?: AbortSignal } = {},
) =>
  send(
    () => client.post(fillPath(endpoint.path, params as Record<string, unknown>), { body: form, ...options }),
    answerSchema(endpoint) as v.GenericSchema<unknown, EndpointOutput<E>>,
  );
