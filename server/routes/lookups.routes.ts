import { Hono } from 'hono';
import type { NamedOption, PersonOption } from '../../domain/api/lookups.schema';
import { namedLookups, personLookupRoles } from '../../domain/api/lookups.schema';
import { findPublicUser } from '../auth/publicUser';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { notFound } from '../http/httpError';
import { readIdParam } from '../http/validate';

/** Each id-and-name list and the table it reads. */
const namedLookupTables = {
  corporations: 'corporations',
  referralPartners: 'referral_partners',
  providers: 'providers',
  fundingPartners: 'funding_partners',
  addons: 'addons',
} as const satisfies Record<(typeof namedLookups)[number], string>;

/** The shared lists the browser loads at start-up (part 1 §3), and one user's public fields. */
export const lookupsRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  for (const [path, role] of Object.entries(personLookupRoles)) {
    app.get(`/api/${path}`, async (c) => {
      const rows = await deps.db
        .selectFrom('users')
        .select(['id', 'name', 'image'])
        .where('role', '=', role)
        .where('active', '=', true)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return c.json(rows.map((row): PersonOption => ({ id: row.id, user_id: row.id, name: row.name, image: row.image })), 200);
    });
  }

  for (const path of namedLookups) {
    app.get(`/api/${path}`, async (c) => {
      const rows: NamedOption[] = await deps.db.selectFrom(namedLookupTables[path]).select(['id', 'name']).orderBy('id').execute();
      return c.json(rows, 200);
    });
  }

  app.get('/api/users/:id', async (c) => {
    const user = await findPublicUser(deps.db, readIdParam(c));
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  return app;
};
