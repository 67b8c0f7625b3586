import type { OutboxMessage } from '../../domain/api/integrations.schema';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the outbox's actor, GET /api/outbox?limit (admins only): the newest messages the
 * sandbox mailer kept. The app injects the real one (src/api/outbox.api.ts), tests and stories stubs.
 */
export type LoadOutboxInput = { limit: number };

export const unprovidedOutboxActors = {
  loadOutbox: unprovided<OutboxMessage[], LoadOutboxInput>('outbox', 'loadOutbox'),
};

export type OutboxActors = typeof unprovidedOutboxActors;
