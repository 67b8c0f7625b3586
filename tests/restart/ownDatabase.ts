import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

const asAdmin = async (statement: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/**
 * A database of the test's own beside the one in DATABASE_URL (its role needs CREATEDB): the
 * servers, pg-boss and a whole-database restore work on it as in production, in `public` and
 * `pgboss`, without touching the schemas of anyone else's tests. `drop` ends its connections first.
 */
export const createOwnDatabase = async (purpose: string): Promise<OwnDatabase> => {
  const name = `website_admin_${purpose}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  await asAdmin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
};
