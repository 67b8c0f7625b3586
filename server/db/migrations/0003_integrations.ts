import { type Kysely, sql } from 'kysely';

/**
 * The outbox and the sandboxes' state (decisions.md §8): with no service configured, the sandbox
 * builder, board, registrar and DNS keep what they are told here, so every flow works offline and
 * survives a restart.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE outbox_messages (
      id serial PRIMARY KEY,
      from_address text NOT NULL,
      to_addresses jsonb NOT NULL,
      cc_addresses jsonb NOT NULL DEFAULT '[]',
      reply_to text,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outbox_messages_sent_idx ON outbox_messages (sent_at DESC, id DESC);

    CREATE TABLE sandbox_builder_sites (
      site_name text PRIMARY KEY,
      template_id text NOT NULL,
      business_name text NOT NULL,
      -- the content library as the builder holds it (site_images, business_data, location_data)
      content jsonb NOT NULL,
      -- what the live page shows: the content library as of its last publish
      published_content jsonb,
      content_published_at timestamptz,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sandbox_builder_pages (
      uuid text PRIMARY KEY,
      site_name text NOT NULL REFERENCES sandbox_builder_sites(site_name) ON DELETE CASCADE,
      title text NOT NULL,
      path text NOT NULL,
      position integer NOT NULL,
      seo_title text,
      seo_description text
    );
    CREATE INDEX sandbox_builder_pages_site_idx ON sandbox_builder_pages (site_name, position);
    CREATE TABLE sandbox_builder_backups (
      id serial PRIMARY KEY,
      site_name text NOT NULL REFERENCES sandbox_builder_sites(site_name) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (site_name, name)
    );

    CREATE TABLE sandbox_board_cards (
      id text PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      list_name text NOT NULL,
      member_ids jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sandbox_board_comments (
      id serial PRIMARY KEY,
      card_id text NOT NULL REFERENCES sandbox_board_cards(id) ON DELETE CASCADE,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sandbox_board_comments_card_idx ON sandbox_board_comments (card_id, id);

    CREATE TABLE sandbox_registrar_domains (
      domain text PRIMARY KEY,
      name_servers jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sandbox_dns_zones (
      id text PRIMARY KEY,
      name text NOT NULL UNIQUE,
      name_servers jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sandbox_dns_records (
      zone_id text NOT NULL REFERENCES sandbox_dns_zones(id) ON DELETE CASCADE,
      name text NOT NULL,
      type text NOT NULL,
      ttl integer NOT NULL,
      "values" jsonb NOT NULL,
      PRIMARY KEY (zone_id, name, type)
    );
    CREATE TABLE sandbox_dns_changes (
      id text PRIMARY KEY,
      zone_id text NOT NULL REFERENCES sandbox_dns_zones(id) ON DELETE CASCADE,
      submitted_at timestamptz NOT NULL,
      -- the change reports INSYNC from this moment on
      in_sync_at timestamptz NOT NULL
    );
  `.execute(db);
};
