import { type Kysely, sql } from 'kysely';

/**
 * The status history Insights counts from (issue 35, docs/decisions/0530): one row per status a
 * site entered, with its time. A trigger on `sites` writes it, in the transaction of the change,
 * so no route, job, bulk change or script can change a status without its row. The row's time is
 * the change's own: `latest_activity_at` when the same UPDATE moved it (every lifecycle change sets
 * it to the app's clock), the transaction's time otherwise; a new site's first row is its
 * `date_created`.
 *
 * Existing sites get what the log lets us derive (`derived` true): the site's creation, every
 * override ('Status changed from A to B (override)') and every lifecycle entry whose standard
 * message names one target status, then the current status if the derived path does not end there.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE status_history (
      id bigserial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      status text NOT NULL,
      changed_at timestamptz NOT NULL,
      derived boolean NOT NULL DEFAULT false
    );
    CREATE INDEX status_history_site_idx ON status_history (site_id, changed_at, id);
    CREATE INDEX status_history_changed_idx ON status_history (changed_at);

    CREATE FUNCTION record_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO status_history (site_id, status, changed_at)
      VALUES (
        NEW.id,
        NEW.launcher_label,
        CASE
          WHEN TG_OP = 'INSERT' THEN coalesce(NEW.date_created, now())
          WHEN NEW.latest_activity_at IS DISTINCT FROM OLD.latest_activity_at THEN coalesce(NEW.latest_activity_at, now())
          ELSE now()
        END
      );
      RETURN NULL;
    END $$;
    CREATE TRIGGER sites_status_history AFTER INSERT ON sites FOR EACH ROW EXECUTE FUNCTION record_status_change();
    CREATE TRIGGER sites_status_history_change AFTER UPDATE OF launcher_label ON sites
      FOR EACH ROW WHEN (NEW.launcher_label IS DISTINCT FROM OLD.launcher_label) EXECUTE FUNCTION record_status_change();
  `.execute(db);

  // The backfill: the lifecycle's standard messages whose event has one target status.
  await sql`
    WITH event_targets(message, status) AS (
      VALUES
        ('Test site made ready for design', 'Ready for Design'),
        ('Designer unassigned', 'Ready for Design'),
        ('Submitted for review', 'Pre-Staging QA'),
        ('Waiting for content', 'Waiting for Content'),
        ('Content received', 'In Design'),
        ('Revisions requested', 'Revisions Needed'),
        ('Site staged', 'Staged'),
        ('Final QA started', 'Final QA'),
        ('Site approved', 'Approved'),
        ('Site 100% ready', '100% Ready'),
        ('Launch date missed', 'Missed Launch'),
        ('Missed launch rescheduled', '100% Ready'),
        ('Post-live QA started', 'Post-Live QA'),
        ('Post-live QA done', 'Live'),
        ('Site marked for rebuild', 'Rebuild'),
        ('Site live', 'Live'),
        ('Marked as lost', 'Lost'),
        ('Site reopened', 'Ready for Design')
    ),
    from_log AS (
      SELECT l.site_id, coalesce(t.status, substring(l.message FROM '^Status changed from .* to (.*) \\(override\\)$')) AS status, l.created_at AS changed_at
      FROM log_entries l LEFT JOIN event_targets t ON t.message = l.message
      WHERE l.site_id IS NOT NULL AND (t.status IS NOT NULL OR l.message LIKE 'Status changed from % (override)')
    ),
    created AS (
      SELECT id AS site_id, CASE WHEN launcher_label = 'Test' THEN 'Test' ELSE 'Ready for Design' END AS status, date_created AS changed_at FROM sites
    )
    INSERT INTO status_history (site_id, status, changed_at, derived)
    SELECT site_id, status, changed_at, true FROM created
    UNION ALL
    SELECT f.site_id, f.status, greatest(f.changed_at, s.date_created), true FROM from_log f JOIN sites s ON s.id = f.site_id
  `.execute(db);
  await sql`
    INSERT INTO status_history (site_id, status, changed_at, derived)
    SELECT s.id, s.launcher_label, greatest(s.latest_activity_at, last.changed_at), true
    FROM sites s
    JOIN LATERAL (
      SELECT status, changed_at FROM status_history h WHERE h.site_id = s.id ORDER BY changed_at DESC, id DESC LIMIT 1
    ) last ON true
    WHERE last.status <> s.launcher_label
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER sites_status_history_change ON sites;
    DROP TRIGGER sites_status_history ON sites;
    DROP FUNCTION record_status_change();
    DROP TABLE status_history;
  `.execute(db);
};
