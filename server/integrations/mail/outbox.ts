import type { Kysely } from 'kysely';
import type { OutboxMessage } from '../../../domain/api/integrations.schema';
import type { Database } from '../../db/schema';

/** The newest messages the sandbox mailer kept, newest first. */
export const listOutbox = async (db: Kysely<Database>, limit: number): Promise<OutboxMessage[]> => {
  const rows = await db.selectFrom('outbox_messages').selectAll().orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.from_address,
    to: row.to_addresses,
    cc: row.cc_addresses,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sentAt: row.sent_at.toISOString(),
  }));
};
