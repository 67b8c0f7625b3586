import { type Kysely, sql } from 'kysely';

/**
 * Settings that staff keep themselves (issue 30): every choice list gets a sort order and a
 * `retired` flag (a retired entry leaves the choices but stays on the sites that have it),
 * providers name the scrape family that reads their pages, addons carry their question, and the
 * launch holidays and reschedule reasons leave the code for tables. The reasons and the company
 * holidays are seeded with what the code held, so a new installation and the demo stay as they were.
 * `settings_changes` is the log of every change: who, what, before and after.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE corporations ADD COLUMN position integer NOT NULL DEFAULT 0, ADD COLUMN retired boolean NOT NULL DEFAULT false;
    ALTER TABLE referral_partners ADD COLUMN position integer NOT NULL DEFAULT 0, ADD COLUMN retired boolean NOT NULL DEFAULT false;
    ALTER TABLE funding_partners ADD COLUMN position integer NOT NULL DEFAULT 0, ADD COLUMN retired boolean NOT NULL DEFAULT false;
    ALTER TABLE addons ADD COLUMN position integer NOT NULL DEFAULT 0, ADD COLUMN retired boolean NOT NULL DEFAULT false,
      ADD COLUMN question text;
    ALTER TABLE providers ADD COLUMN position integer NOT NULL DEFAULT 0, ADD COLUMN retired boolean NOT NULL DEFAULT false,
      ADD COLUMN scrape_family text NOT NULL DEFAULT 'generic' CHECK (scrape_family IN ('tribute','batesville','frontrunner','generic'));
    ALTER TABLE checklist_items ADD COLUMN retired boolean NOT NULL DEFAULT false;

    -- what the code decided by name before (domain/scrapeTasks/scrapeProviders.ts, part 2 §9)
    UPDATE providers SET scrape_family = 'tribute' WHERE name IN ('CFS','FZ','FR','FT','FI','MKJ');
    UPDATE providers SET scrape_family = 'batesville' WHERE name = 'Batesville';
    UPDATE providers SET scrape_family = 'frontrunner' WHERE name = 'FrontRunner';
    UPDATE addons SET question = 'Was this funeral home a customer of the provider''s video product prior to being onboarded to websites?' WHERE id = 1;

    CREATE TABLE launch_reasons (
      id serial PRIMARY KEY,
      name text NOT NULL,
      requires_note boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0,
      retired boolean NOT NULL DEFAULT false
    );
    INSERT INTO launch_reasons (name, requires_note, position) VALUES
      ('Funeral home request', false, 0), ('No domain', false, 1), ('Scrape issue', false, 2),
      ('Waiting on florist', false, 3), ('Waiting on obit only developer', false, 4),
      ('Design not ready', false, 5), ('Content not received', false, 6), ('Other', true, 7);

    -- company holidays beyond the federal ones, which stay rules in code (domain/launchSchedule/holidays.ts)
    CREATE TABLE launch_holidays (
      id serial PRIMARY KEY,
      date date NOT NULL UNIQUE,
      name text NOT NULL
    );

    CREATE TABLE settings_changes (
      id serial PRIMARY KEY,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      list text NOT NULL,
      entry_id integer NOT NULL,
      action text NOT NULL CHECK (action IN ('add','change','delete')),
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX settings_changes_list_idx ON settings_changes (list, entry_id);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE settings_changes;
    DROP TABLE launch_holidays;
    DROP TABLE launch_reasons;
    ALTER TABLE checklist_items DROP COLUMN retired;
    ALTER TABLE providers DROP COLUMN position, DROP COLUMN retired, DROP COLUMN scrape_family;
    ALTER TABLE addons DROP COLUMN position, DROP COLUMN retired, DROP COLUMN question;
    ALTER TABLE funding_partners DROP COLUMN position, DROP COLUMN retired;
    ALTER TABLE referral_partners DROP COLUMN position, DROP COLUMN retired;
    ALTER TABLE corporations DROP COLUMN position, DROP COLUMN retired;
  `.execute(db);
};
