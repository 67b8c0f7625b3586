import { type Kysely, sql } from 'kysely';

/**
 * The checklist catalogue's types and categories become Settings lists (issue 30) like its items:
 * each can be retired (it leaves the choice lists, the sites' checklists keep it). A type's id is
 * text ('design', 'qa', ...), so the settings log names an entry by text from now on
 * (docs/decisions/0510-checklist-types-and-categories.md).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE checklist_types ADD COLUMN retired boolean NOT NULL DEFAULT false;
    ALTER TABLE checklist_categories ADD COLUMN retired boolean NOT NULL DEFAULT false;
    ALTER TABLE settings_changes ALTER COLUMN entry_id TYPE text USING entry_id::text;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DELETE FROM settings_changes WHERE entry_id !~ '^[0-9]+$';
    ALTER TABLE settings_changes ALTER COLUMN entry_id TYPE integer USING entry_id::integer;
    ALTER TABLE checklist_categories DROP COLUMN retired;
    ALTER TABLE checklist_types DROP COLUMN retired;
  `.execute(db);
};
