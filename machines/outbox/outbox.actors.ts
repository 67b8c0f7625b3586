import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import type { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the outbox's actor, GET /api/outbox?limit (admins only): the newest messages the
 * sandbox mailer kept, unwrapped from the answer's `{messages}`. The app injects the real one
 * (src/api/outbox.api.ts), tests and stories stubs.
 */
export const unprovidedOutboxActors = {
  loadOutbox: unprovided<
    EndpointOutput<typeof integrationsEndpoints.outbox>['messages'],
    EndpointInput<typeof integrationsEndpoints.outbox>
  >('outbox', 'loadOutbox'),
};

export type OutboxActors = typeof unprovidedOutboxActors;
