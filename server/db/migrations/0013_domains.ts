import { type Kysely, sql } from 'kysely';

/**
 * Domains (issue 14). `domain_requests` keeps every request sent for a site (part 2 §3's fields,
 * who sent it, to whom), newest read first for the form's 'last sent' line. `sites.proxied_domain`
 * is the domain proxied into the site's hosted zone (hosted_zone_id, which manage2Domain reads);
 * its unique index lets one site only proxy a domain, however many requests race.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE domain_requests (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      fh_name text NOT NULL,
      primary_domain text NOT NULL,
      additional_domains jsonb NOT NULL DEFAULT '[]',
      provider_email text,
      other_email text,
      fh_email text NOT NULL,
      ae_email text,
      additional_cc jsonb NOT NULL DEFAULT '[]',
      ae_notes text,
      to_addresses jsonb NOT NULL,
      cc_addresses jsonb NOT NULL DEFAULT '[]',
      message_id text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX domain_requests_site_idx ON domain_requests (site_id, sent_at DESC);

    ALTER TABLE sites
      ADD COLUMN proxied_domain text,
      ADD COLUMN proxied_at timestamptz,
      ADD COLUMN proxied_by integer REFERENCES users(id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX sites_proxied_domain_idx ON sites (proxied_domain) WHERE proxied_domain IS NOT NULL;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX sites_proxied_domain_idx;
    ALTER TABLE sites DROP COLUMN proxied_by, DROP COLUMN proxied_at, DROP COLUMN proxied_domain;
    DROP TABLE domain_requests;
  `.execute(db);
};
