import { fromPromise } from 'xstate';
import { proxyResultSchema } from '../../domain/api/domainProxy.schema';
import type { DomainProxyActors } from '../../machines/domainProxy/domainProxy.actors';
import { api } from './http';

/** The proxy tool's actor on POST /api/proxify. */
export const domainProxyActors: DomainProxyActors = {
  proxifyDomain: fromPromise(({ input }) => api.post('api/proxify', input, proxyResultSchema)),
};
