import type * as v from 'valibot';
import type { Capability } from '../permissions';
import { apiErrorBodySchema } from './apiError';

/**
 * One endpoint of the HTTP API, declared once (docs/decisions/0420-one-declaration-per-endpoint.md):
 * the server's route (server/http/route.ts), the browser's call (src/api/http.ts), the machines'
 * actor types (machines/shared/endpointActor.ts) and the OpenAPI reference (server/openApi/) all
 * read this object; none of them writes a path or a shape again.
 */

export type EndpointMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an endpoint: a capability of the permission matrix, or 'public' (no session needed). */
export type EndpointCapability = Capability | 'public';

/** The schema of a route's path parameters: an object, one entry per `:name` of the path. */
export type ParamsSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** A query string: an object of text entries (possibly piped, for checks across entries). */
export type QuerySchema = v.GenericSchema;

/** An answer that is not JSON: a CSV file, an HTML page, a redirect, a file, nothing (204). */
export interface RawAnswer {
  readonly kind: 'raw';
  /** The media type the OpenAPI document names; null for an answer without a body (204, 302). */
  readonly mediaType: string | null;
  readonly description: string;
}

export const rawAnswer = (mediaType: string | null, description: string): RawAnswer => ({ kind: 'raw', mediaType, description });

/** 204: done, nothing to say. */
export const noContentAnswer = rawAnswer(null, 'Done; no body');

export type AnswerSchema = v.GenericSchema | RawAnswer;

/** The statuses an endpoint answers when it did what was asked. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/** The refusals a handler may decide on (the checks every route shares add 400, 401, 403, 404 and 415 by themselves; a public route declares its own 401 or 403). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 422 | 429 | 502 | 503 | 504;

/**
 * A refusal: what it means, and its body's schema when it carries more than `{error}` (staging's
 * collections), with its media type when that is not JSON (the sandbox's HTML pages).
 */
export type Refusal = string | { readonly description: string; readonly schema: v.GenericSchema; readonly mediaType?: string };

export interface EndpointSpec {
  readonly method: EndpointMethod;
  /** The full path as served, ids as `:id{[0-9]+}` (Hono's syntax; the OpenAPI document writes `{id}`). */
  readonly path: string;
  readonly capability: EndpointCapability;
  /** One line for the reference. */
  readonly summary: string;
  /** What else a caller must know: rules, side effects, the spec section (markdown). */
  readonly description?: string;
  readonly params?: ParamsSchema;
  readonly query?: QuerySchema;
  /** A JSON object body; an upload endpoint reads multipart/form-data itself and declares none. */
  readonly body?: v.GenericSchema;
  /** The body is multipart/form-data (an upload), read by the handler. */
  readonly upload?: true;
  /** Each success status with its answer. */
  readonly answers: Partial<Record<SuccessStatus, AnswerSchema>>;
  /** Each refusal the handler itself may give (401 here only for public routes that check credentials). */
  readonly refusals?: Partial<Record<RefusalStatus, Refusal>>;
  /**
   * A person whose role must have a second factor (REQUIRE_2FA) and who has none yet may call it:
   * who am I and the enrolment. Every other signed-in endpoint refuses them with 403 until they enrol.
   */
  readonly beforeSecondFactor?: true;
}

/** Declares an endpoint; the `const` keeps its path, capability and schemas as literal types. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

const isRaw = (answer: AnswerSchema | undefined): answer is RawAnswer =>
  typeof answer === 'object' && 'kind' in answer && answer.kind === 'raw';

/** The JSON schema of an answer, or null for a raw one. */
export const jsonSchemaOf = (answer: AnswerSchema | undefined): v.GenericSchema | null =>
  answer === undefined || isRaw(answer) ? null : answer;

export const isRawAnswer = isRaw;

/** The body schema of a refusal: its own, or the `{error, field, reason}` every refusal shares. */
export const refusalSchemaOf = (refusal: Refusal | undefined): v.GenericSchema =>
  typeof refusal === 'object' ? refusal.schema : apiErrorBodySchema;

/** The success statuses an endpoint declares, lowest first: a handler's plain answer goes out with the first. */
export const successStatuses = (spec: EndpointSpec): SuccessStatus[] =>
  (Object.keys(spec.answers).map(Number) as SuccessStatus[]).sort((a, b) => a - b);

/** The names of an object schema's entries, seen through a pipe; null when the schema is not an object. */
export const entryNames = (schema: v.GenericSchema | undefined): string[] | null => {
  if (!schema) return [];
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null) return Object.keys(schema.entries);
  if ('pipe' in schema && Array.isArray(schema.pipe)) return entryNames(schema.pipe[0] as v.GenericSchema);
  if ('wrapped' in schema) return entryNames(schema.wrapped as v.GenericSchema);
  return null;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : object;
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : object;

/**
 * A query as a caller gives it: the keys the query string may carry (optional where the server
 * supplies a default) with the values the server reads out of them, so a machine passes `fhid: 12`
 * where the wire carries '12'.
 */
type QueryInput<Q> = Q extends v.GenericSchema
  ? { [K in keyof v.InferInput<Q>]: K extends keyof v.InferOutput<Q> ? v.InferOutput<Q>[K] | v.InferInput<Q>[K] : v.InferInput<Q>[K] }
  : object;

/** What a caller passes to call an endpoint: its path parameters, query and body entries in one object. */
export type EndpointInput<E extends EndpointSpec> = Simplify<OutputOf<E['params']> & QueryInput<E['query']> & InputOf<E['body']>>;

/** An actor's input for an endpoint: its EndpointInput, or nothing (void) for an endpoint that takes none, so the machine's invoke names no input. */
export type EndpointActorInput<E extends EndpointSpec> = keyof EndpointInput<E> extends never ? void : EndpointInput<E>;

type AnswerOutput<A> = A extends RawAnswer ? unknown : A extends v.GenericSchema ? v.InferOutput<A> : never;

/** What a successful call gives the caller: the parsed answer of any of its success statuses. */
export type EndpointOutput<E extends EndpointSpec> = { [S in keyof E['answers']]: AnswerOutput<E['answers'][S]> }[keyof E['answers']];

type AnswerInput<A> = A extends RawAnswer ? never : A extends v.GenericSchema ? v.InferInput<A> : never;

/** What a handler may answer with for status S: the JSON its schema accepts. */
export type AnswerBody<E extends EndpointSpec, S extends keyof E['answers']> = AnswerInput<E['answers'][S]>;

/** The parsed params, query and body a handler receives. */
export type EndpointParams<E extends EndpointSpec> = OutputOf<E['params']>;
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends v.GenericSchema ? v.InferOutput<E['query']> : undefined;
export type EndpointBody<E extends EndpointSpec> = E['body'] extends v.GenericSchema ? v.InferOutput<E['body']> : undefined;
