import { fromPromise } from 'xstate';
import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { OutboxActors } from '../../machines/outbox/outbox.actors';
import { call } from './http';

/** The outbox's actor: the newest messages the sandbox mailer kept (domain/api/integrations.endpoints.ts). */
export const outboxActors: OutboxActors = {
  loadOutbox: fromPromise(async ({ input, signal }) => (await call(integrationsEndpoints.outbox, input, { signal })).messages),
};
