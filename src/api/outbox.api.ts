import { fromPromise } from 'xstate';
import { outboxResponseSchema } from '../../domain/api/integrations.schema';
import type { OutboxActors } from '../../machines/outbox/outbox.actors';
import { api } from './http';

/** The outbox's actor: the newest messages the sandbox mailer kept (docs/api.md 'Integrations'). */
export const outboxActors: OutboxActors = {
  loadOutbox: fromPromise(async ({ input: { limit } }) => (await api.get('api/outbox', outboxResponseSchema, { searchParams: { limit } })).messages),
};
