import type { OutboxResponse } from '../../domain/api/integrations.schema';
import { http } from './http';

/** The newest messages the sandbox mailer kept (admins only). */
export const fetchOutbox = async (limit = 50): Promise<OutboxResponse> =>
  http.get('api/outbox', { searchParams: { limit } }).json<OutboxResponse>();
