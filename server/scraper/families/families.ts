import type { Kysely } from 'kysely';
import type { ScrapeProviderFamily } from '../../../domain/scrapeTasks/scrapeProviders';
import type { Database } from '../../db/schema';
import { batesvilleFamily } from './batesvilleFamily';
import { frontrunnerFamily } from './frontrunnerFamily';
import { genericFamily } from './genericFamily';
import type { ScrapeFamily } from './scrapeFamily';
import { tributeFamily } from './tributeFamily';

/** @internal Each family by name; exported for the parser tests (knip --production: decision 0416). */
export const families: Record<ScrapeProviderFamily, ScrapeFamily> = {
  tribute: tributeFamily,
  batesville: batesvilleFamily,
  frontrunner: frontrunnerFamily,
  generic: genericFamily,
};

/**
 * The family that reads a provider's old site, as staff keep it in the provider's `scrape_family`
 * (Settings, issue 30); a provider the table does not know gets the generic one.
 */
export const familyOfProvider = async (db: Kysely<Database>, provider: string): Promise<ScrapeFamily> => {
  const row = await db.selectFrom('providers').select('scrape_family').where('name', '=', provider).executeTakeFirst();
  return families[row?.scrape_family ?? 'generic'];
};
