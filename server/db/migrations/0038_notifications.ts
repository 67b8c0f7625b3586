import { type Kysely, sql } from 'kysely';

/**
 * The inbox (issue 34): one row per person told about something, written in the transaction of
 * the change that causes it (server/inbox/). `dedupe_key` lets a daily job run twice without
 * telling anyone twice (the morning launch reminders). A person's preferences name the kinds they
 * turned off, so a kind added later reaches everyone until they choose; `last_digest_at` is where
 * the next e-mail digest starts.
 *
 * Every change to a person's notifications notifies `<schema>_inbox_changed` with their id at
 * commit, as migration 0018 does for sites, so every instance tells that person's open pages to
 * re-read their unread count, whichever instance or job wrote the row.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      site_id integer REFERENCES sites (id) ON DELETE CASCADE,
      actor_id integer REFERENCES users (id) ON DELETE SET NULL,
      message text NOT NULL,
      link text NOT NULL,
      dedupe_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz,
      snoozed_until timestamptz
    );
    CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
    CREATE UNIQUE INDEX notifications_dedupe_idx ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;

    CREATE TABLE notification_preferences (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      muted_kinds jsonb NOT NULL DEFAULT '[]',
      daily_digest boolean NOT NULL DEFAULT false,
      last_digest_at timestamptz
    );

    CREATE FUNCTION notify_inbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_TABLE_SCHEMA || '_inbox_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER notifications_inbox_changed AFTER INSERT OR UPDATE OR DELETE ON notifications
      FOR EACH ROW EXECUTE FUNCTION notify_inbox_changed();
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE notifications; DROP FUNCTION notify_inbox_changed(); DROP TABLE notification_preferences`.execute(db);
};
