import type { AppDeps, SessionUser } from '../appDeps';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { countFakeObituaries } from '../staging/countFakeObituaries';

/** The placeholder set: plausible names, dates and text, so a design shows what real obituaries will look like. */
const placeholders = [
  { name: 'Eleanor May Whitfield', birth_date: '1931-04-12', death_date: '2024-01-08' },
  { name: 'Harold James Becker', birth_date: '1944-09-30', death_date: '2024-02-17' },
  { name: 'Rosa Delgado Martinez', birth_date: '1952-06-03', death_date: '2024-03-22' },
  { name: 'Walter Eugene Price', birth_date: '1938-11-19', death_date: '2024-04-05' },
  { name: 'Dorothy Ann Kowalski', birth_date: '1947-02-25', death_date: '2024-05-14' },
  { name: 'Samuel Lee Thornton', birth_date: '1960-08-07', death_date: '2024-06-29' },
] as const;

const placeholderText = (name: string) =>
  `${name} passed away peacefully, surrounded by family. A lifelong member of the community, ${name.split(' ')[0]} will be remembered for kindness, good humour and a generous heart. Services will be announced.`;

/** A fake obituary's source: not a page anywhere, unique per site and slot, so adding twice adds nothing. */
const placeholderSource = (index: number) => `fake-obituary:${index + 1}`;

/** POST /api/sites/{id}/fakeObituaries: adds the placeholder set (marked fake); answers the site's fake count. */
export const addFakeObituaries = (deps: AppDeps, user: SessionUser, siteId: number): Promise<number> =>
  deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, siteId, { lock: true });
    await trx
      .insertInto('scrape_records')
      .values(
        placeholders.map((placeholder, index) => ({
          site_id: site.id,
          kind: 'obituary' as const,
          source_url: placeholderSource(index),
          ...placeholder,
          text: placeholderText(placeholder.name),
          fake: true,
        })),
      )
      .onConflict((oc) => oc.columns(['site_id', 'source_url']).doNothing())
      .execute();
    await writeLog(trx, { siteId: site.id, userId: user.id, message: 'Fake obituaries added', logType: 'OBIT', at: deps.now() });
    return countFakeObituaries(trx, site.id);
  });

/** DELETE /api/sites/{id}/fakeObituaries: removes every fake obituary of the site, real ones untouched. */
export const removeFakeObituaries = (deps: AppDeps, user: SessionUser, siteId: number): Promise<number> =>
  deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, siteId, { lock: true });
    await trx.deleteFrom('scrape_records').where('site_id', '=', site.id).where('kind', '=', 'obituary').where('fake', '=', true).execute();
    await writeLog(trx, { siteId: site.id, userId: user.id, message: 'Fake obituaries removed', logType: 'OBIT', at: deps.now() });
    return countFakeObituaries(trx, site.id);
  });
