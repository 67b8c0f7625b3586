import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Capability } from '../../domain/permissions';
import type { AppDeps, AppEnv, SessionUser } from './appEnv';
import { assertCan } from './authorize';
import { HttpError } from './httpError';
import { type ParamsSchema, readBody, readParams, readQuery } from './validate';

/** Who may call a route: a capability of the permission matrix, or 'public' (no session needed). */
type RouteCapability = Capability | 'public';

type RouteMethod = 'get' | 'post' | 'delete';

type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler gets: the parsed params, query and body, and the signed-in user (none on public routes). */
interface RouteRequest<C extends RouteCapability, P, Q, B> {
  c: Context<AppEnv>;
  deps: AppDeps;
  user: C extends 'public' ? undefined : SessionUser;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

interface RouteSpec<C extends RouteCapability, P, Q, B> {
  method: RouteMethod;
  /** The full path from the root as served, ids as `:id{[0-9]+}`. */
  path: string;
  capability: C;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The handler reads a multipart/form-data body itself (readMultipart). Every other mutation takes
   * an application/json object or nothing, checked before the handler runs.
   */
  upload?: true;
  handler: (request: RouteRequest<C, P, Q, B>) => Response | Promise<Response>;
}

/** One row of the route table: everything a test needs to know about the route without calling it. */
export interface RouteDefinition {
  readonly method: RouteMethod;
  readonly path: string;
  readonly capability: RouteCapability;
  readonly params: ParamsSchema | undefined;
  readonly query: v.GenericSchema | undefined;
  readonly body: v.GenericSchema | undefined;
  readonly upload: boolean;
  /** Authorises by the capability, parses params (404), query and body (400), then runs the handler. */
  readonly handle: (c: Context<AppEnv>, deps: AppDeps) => Promise<Response>;
}

/**
 * The one way to declare a route. The order of answers is the same for every route: 401 (the
 * session guard), 403 (the capability), 404 (a path id that cannot exist), 400 (query), 415 (a
 * mutation's body not declared application/json), 400 (the body), then whatever the handler decides.
 */
export const defineRoute = <
  C extends RouteCapability,
  P extends ParamsSchema | undefined = undefined,
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
>(
  spec: RouteSpec<C, P, Q, B>,
): RouteDefinition => ({
  method: spec.method,
  path: spec.path,
  capability: spec.capability,
  params: spec.params,
  query: spec.query,
  body: spec.body,
  upload: spec.upload === true,
  handle: async (c, deps) => {
    let user: SessionUser | undefined;
    if (spec.capability !== 'public') {
      // The /api/* session guard has set it; a signed-in route mounted outside the guard still refuses.
      const signedIn: SessionUser | undefined = c.get('user');
      if (!signedIn) throw new HttpError(401, 'Not signed in');
      assertCan(signedIn, spec.capability);
      user = signedIn;
    }
    const params = spec.params && readParams(c, spec.params);
    const query = spec.query && readQuery(c, spec.query);
    const body = spec.method === 'get' || spec.upload ? undefined : await readBody(c, spec.body);
    return spec.handler({ c, deps, user, params, query, body } as RouteRequest<C, P, Q, B>);
  },
});

/** What each server/routes/<workflow>.routes.ts exports: its routes, built once per app (some keep per-app state). */
export type RouteModule = (deps: AppDeps) => RouteDefinition[];
