import type { Context } from 'hono';
import type * as v from 'valibot';
import type { EndpointCapability, EndpointMethod, ParamsSchema } from '../../domain/api/endpoint';
import type { AppDeps, AppEnv, SessionUser } from './appEnv';
import { assertCan } from './authorize';
import { HttpError } from './httpError';
import type { RouteDefinition } from './route';
import { readBody, readParams, readQuery } from './validate';

type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

interface LegacyRequest<C extends EndpointCapability, P, Q, B> {
  c: Context<AppEnv>;
  deps: AppDeps;
  user: C extends 'public' ? undefined : SessionUser;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/** TEMPORARY while route modules move to endpoint declarations (issue 27); removed when the last one has. */
export const defineLegacyRoute = <
  C extends EndpointCapability,
  P extends ParamsSchema | undefined = undefined,
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
>(spec: {
  method: EndpointMethod;
  path: string;
  capability: C;
  params?: P;
  query?: Q;
  body?: B;
  upload?: true;
  handler: (request: LegacyRequest<C, P, Q, B>) => Response | Promise<Response>;
}): RouteDefinition => ({
  endpoint: { method: spec.method, path: spec.path, capability: spec.capability, summary: '', answers: {}, params: spec.params, query: spec.query, body: spec.body },
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
      const signedIn: SessionUser | undefined = c.get('user');
      if (!signedIn) throw new HttpError(401, 'Not signed in');
      assertCan(signedIn, spec.capability);
      user = signedIn;
    }
    const params = spec.params && readParams(c, spec.params);
    const query = spec.query && readQuery(c, spec.query);
    const body = spec.method === 'get' || spec.upload ? undefined : await readBody(c, spec.body);
    return spec.handler({ c, deps, user, params, query, body } as LegacyRequest<C, P, Q, B>);
  },
});
