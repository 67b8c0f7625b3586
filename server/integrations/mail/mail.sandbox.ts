import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from './mail.port';

/** Mail offline: every message goes to the outbox table, which admins read on the Outbox page. */
export const createSandboxMailer = ({ db, from, now }: { db: Kysely<Database>; from: string; now: () => Date }): Mailer => ({
  send: async (message) => {
    const { id } = await db
      .insertInto('outbox_messages')
      .values({
        from_address: from,
        to_addresses: JSON.stringify(message.to),
        cc_addresses: JSON.stringify(message.cc ?? []),
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        sent_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { messageId: `<outbox-${id}@website-admin.sandbox>` };
  },
});
