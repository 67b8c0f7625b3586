import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import {
  type AnswerBody,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSpec,
  isRawAnswer,
  jsonSchemaOf,
  type RawAnswer,
  refusalSchemaOf,
  successStatuses,
} from '../../domain/api/endpoint';
import { secondFactorRequiredMessage, secondFactorRequiredReason } from '../../domain/api/secondFactor.schema';
import type { AppDeps, AppEnv, SessionUser } from '../appDeps';
import { withAuditContext } from '../audit/auditContext';
import { clientAddress } from '../signIn/clientAddress';
import { checkAnswer } from './checkAnswer';
import { assertCan } from './authorize';
import { HttpError } from './httpError';
import { readBody, readParams, readQuery } from './validate';

/** What a handler gets: the parsed params, query and body, and the signed-in user (none on public routes). */
export interface RouteRequest<E extends EndpointSpec> {
  c: Context<AppEnv>;
  deps: AppDeps;
  user: E['capability'] extends 'public' ? undefined : SessionUser;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

/** An answer with a status other than the endpoint's first success status (a 202, or a refusal that carries data). */
class StatusAnswer<S extends number, B> {
  constructor(
    readonly status: S,
    readonly body: B,
  ) {}
}

/** A response the handler built itself: a raw answer (file, page, redirect, 204) or JSON kept as bytes (server/http/jsonAnswer.ts). */
class BuiltAnswer {
  constructor(readonly response: Response) {}
}

export const answer = <S extends number, B>(status: S, body: B): StatusAnswer<S, B> => new StatusAnswer(status, body);

/** Hands back a Response the handler built; its status and, for JSON, its body are still checked against the declaration. */
export const built = (response: Response): BuiltAnswer => new BuiltAnswer(response);

type JsonStatus<E extends EndpointSpec> = { [S in keyof E['answers']]: E['answers'][S] extends RawAnswer ? never : S }[keyof E['answers']];

type RefusalWithBody<E extends EndpointSpec> = {
  [S in keyof E['refusals']]: E['refusals'][S] extends { schema: infer X extends v.GenericSchema }
    ? StatusAnswer<S & number, v.InferInput<X>>
    : never;
}[keyof E['refusals']];

/**
 * What a handler answers: the body of its first success status as a plain value, `answer(status,
 * body)` for another declared status, or `built(response)` for a response it made itself. Each is
 * typed by the declaration, so a renamed field does not compile.
 */
export type Reply<E extends EndpointSpec> =
  | AnswerBody<E, JsonStatus<E>>
  | { [S in JsonStatus<E>]: StatusAnswer<S & number, AnswerBody<E, S>> }[JsonStatus<E>]
  | RefusalWithBody<E>
  | BuiltAnswer;

/** One row of the route table: the endpoint it serves and how to serve it. */
export interface RouteDefinition {
  readonly endpoint: EndpointSpec;
  readonly method: EndpointSpec['method'];
  readonly path: string;
  readonly capability: EndpointSpec['capability'];
  readonly params: EndpointSpec['params'];
  readonly query: EndpointSpec['query'];
  readonly body: EndpointSpec['body'];
  readonly upload: boolean;
  /** Authorises by the capability, parses params (404), query and body (400), then runs the handler. */
  readonly handle: (c: Context<AppEnv>, deps: AppDeps) => Promise<Response>;
}

/** Answers are checked against their declaration in development and test runs, not in production. */
const checksAnswers = (deps: AppDeps) => deps.config.NODE_ENV === 'test' || deps.config.NODE_ENV === 'development';

const toResponse = (c: Context, endpoint: EndpointSpec, reply: unknown): Response => {
  if (reply instanceof BuiltAnswer) return reply.response;
  if (reply instanceof StatusAnswer) return c.json(reply.body as object, reply.status as ContentfulStatusCode);
  const [status] = successStatuses(endpoint).filter((each) => !isRawAnswer(endpoint.answers[each]));
  if (status === undefined)
    throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} declares no JSON answer; answer with built(response)`);
  return c.json(reply as object, status as ContentfulStatusCode);
};

/** The refusals every route may give by the checks it shares, whatever its handler says. */
const sharedRefusals = (endpoint: EndpointSpec): Set<number> => {
  const statuses = new Set<number>([503]);
  if (endpoint.capability !== 'public') statuses.add(401).add(403);
  if (endpoint.params) statuses.add(404);
  if (endpoint.query || endpoint.method !== 'get') statuses.add(400);
  if (endpoint.method !== 'get' && !endpoint.upload) statuses.add(415);
  return statuses;
};

const undeclared = (endpoint: EndpointSpec, status: number) =>
  new HttpError(500, `${endpoint.method.toUpperCase()} ${endpoint.path} answered ${status}, which its declaration does not list`, {
    field: 'status',
    reason: `${status} is not declared`,
  });

/** A refusal the handler threw: in development and test runs it must be one the endpoint declares. */
const checkRefusal = (endpoint: EndpointSpec, error: unknown): unknown => {
  if (!(error instanceof HttpError) || error.status >= 500) return error;
  if (sharedRefusals(endpoint).has(error.status) || endpoint.refusals?.[error.status as keyof typeof endpoint.refusals] !== undefined)
    return error;
  return undeclared(endpoint, error.status);
};

const checkReply = async (endpoint: EndpointSpec, response: Response): Promise<void> => {
  const { status } = response;
  const declared = endpoint.answers[status as keyof typeof endpoint.answers];
  const refusal = endpoint.refusals?.[status as keyof typeof endpoint.refusals];
  if (declared === undefined && refusal === undefined) throw undeclared(endpoint, status);
  const schema = declared === undefined ? refusalSchemaOf(refusal) : jsonSchemaOf(declared);
  if (schema) await checkAnswer(endpoint, schema, response.clone());
};

/**
 * The one way to serve an endpoint of domain/api. The order of answers is the same for every
 * route: 401 (the session guard), 403 (a second factor still to enrol, REQUIRE_2FA; the capability), 404 (a path id that cannot exist), 400
 * (query), 415 (a mutation's body not declared application/json), 400 (the body), then whatever the
 * handler decides, which in development and test runs must match the declaration (status and body).
 */
export const defineRoute = <const E extends EndpointSpec>(
  endpoint: E,
  handler: (request: RouteRequest<E>) => Reply<E> | Promise<Reply<E>>,
): RouteDefinition => {
  const serve = async (c: Context<AppEnv>, deps: AppDeps): Promise<Response> => {
    let user: SessionUser | undefined;
    if (endpoint.capability !== 'public') {
      // The /api/* session guard has set it; a signed-in route mounted outside the guard still refuses.
      const signedIn: SessionUser | undefined = c.get('user');
      if (!signedIn) throw new HttpError(401, 'Not signed in');
      if (signedIn.mustEnrolSecondFactor && !endpoint.beforeSecondFactor)
        throw new HttpError(403, secondFactorRequiredMessage, { reason: secondFactorRequiredReason });
      assertCan(signedIn, endpoint.capability);
      user = signedIn;
    }
    const params = endpoint.params && readParams(c, endpoint.params);
    const query = endpoint.query && readQuery(c, endpoint.query);
    const body = endpoint.method === 'get' || endpoint.upload ? undefined : await readBody(c, endpoint.body);
    // Every change the handler makes is audited with who and from where (server/audit/auditedDialect.ts).
    const audit = { personId: user?.id ?? null, address: clientAddress(c, deps.config.TRUST_PROXY) };
    const reply = await withAuditContext(audit, () => handler({ c, deps, user, params, query, body } as RouteRequest<E>));
    return toResponse(c, endpoint, reply);
  };
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    capability: endpoint.capability,
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body,
    upload: endpoint.upload === true,
    handle: async (c, deps) => {
      if (!checksAnswers(deps)) return serve(c, deps);
      let response: Response;
      try {
        response = await serve(c, deps);
      } catch (error) {
        throw checkRefusal(endpoint, error);
      }
      await checkReply(endpoint, response);
      return response;
    },
  };
};

/** A route of the table with the workflow whose module declares it (the reference groups by it). */
export type TableRoute = RouteDefinition & { readonly workflow: string };

/** What each server/routes/<workflow>.routes.ts exports: its routes, built once per app (some keep per-app state). */
export type RouteModule = (deps: AppDeps) => RouteDefinition[];
