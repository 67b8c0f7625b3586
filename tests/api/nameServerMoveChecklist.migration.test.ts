import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { up } from '../../server/db/migrations/0032_name_server_move_checklist';
import { createHarness, type Harness } from './harness';

describe("migration 0032: the Domain checklist's 'before the name servers move' items", () => {
  let h: Harness | undefined;
  afterEach(() => h?.close());
  // Migrations are written against an untyped database: they must not follow later schema types.
  const migrate = () => up(h!.handle.db as unknown as Kysely<unknown>);
  const items = () =>
    h!.handle.db
      .selectFrom('checklist_items')
      .select(['id', 'category_id', 'description', 'position'])
      .where('id', 'in', [196, 197, 198, 199])
      .orderBy('id')
      .execute();

  it('adds them to a database whose checklist was seeded before them', async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
    await h.handle.db.deleteFrom('checklist_items').where('id', 'in', [196, 197, 198, 199]).execute();
    await migrate();
    expect(await items()).toEqual([
      {
        id: 196,
        category_id: 19,
        description: 'Other names checked at the current DNS host and copied (names the proxy tool cannot see, e.g. portal, shop, booking)',
        position: 3,
      },
      {
        id: 197,
        category_id: 19,
        description: 'Mail records compared with the current DNS host: MX, SPF, DKIM selectors, DMARC',
        position: 4,
      },
      { id: 198, category_id: 19, description: 'Verification TXT records on subdomains checked and copied', position: 5 },
      { id: 199, category_id: 19, description: 'Mail sent and received after the name servers moved', position: 6 },
    ]);
    // running it again changes nothing
    await migrate();
    expect(await items()).toHaveLength(4);
  });

  it('leaves a database without the checklist to the reference data seeding', async () => {
    h = await createHarness();
    expect(await h.handle.db.selectFrom('checklist_categories').select('id').execute()).toEqual([]);
    await migrate();
    expect(await items()).toEqual([]);
  });
});
