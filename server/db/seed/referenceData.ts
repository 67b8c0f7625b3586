import type { Kysely } from 'kysely';
import { checklistCatalogue, checklistTypeNames, checklistTypes } from '../../../domain/siteChecklist/checklistCatalogue';
import type { Database } from '../schema';

/** Id 1 is 'Corporate' (corporate-owned or the default group); 2 to 10 are the named groups. */
export const corporations = [
  { id: 1, name: 'Corporate' },
  { id: 2, name: 'Heritage Memorial Partners' },
  { id: 3, name: 'Evergreen Family Funeral Homes' },
  { id: 4, name: 'Legacy Funeral Group' },
  { id: 5, name: 'Cornerstone Memorial Services' },
  { id: 6, name: 'Pinnacle Funeral Alliance' },
  { id: 7, name: 'Northstar Funeral Network' },
  { id: 8, name: 'Riverside Memorial Group' },
  { id: 9, name: 'Summit Family Care' },
  { id: 10, name: 'Keystone Funeral Partners' },
] as const;

const tributeTechContact = 'websites@tributetech.example';

/**
 * The previous website vendors. contact_email is where a domain request for that vendor's
 * customers goes; part 2's provider-to-contact map sends CFS, FZ, FR, FT, FI and MKJ to Tribute
 * Tech's address. scrape_family is the parser family the scraper reads the vendor's old site with
 * (part 2 §9: the Tribute Technology brands, Batesville and FrontRunner have their own).
 */
export const providers = [
  { id: 1, name: 'New Website', contact_email: null, scrape_family: 'generic' },
  { id: 2, name: 'Other', contact_email: null, scrape_family: 'generic' },
  { id: 3, name: 'WebPro', contact_email: 'support@webpro.example', scrape_family: 'generic' },
  { id: 4, name: 'Batesville', contact_email: 'webservices@batesville.example', scrape_family: 'batesville' },
  { id: 5, name: 'CFS', contact_email: tributeTechContact, scrape_family: 'tribute' },
  { id: 6, name: 'FZ', contact_email: tributeTechContact, scrape_family: 'tribute' },
  { id: 7, name: 'FR', contact_email: tributeTechContact, scrape_family: 'tribute' },
  { id: 8, name: 'FT', contact_email: tributeTechContact, scrape_family: 'tribute' },
  { id: 9, name: 'FI', contact_email: tributeTechContact, scrape_family: 'tribute' },
  { id: 10, name: 'MKJ', contact_email: tributeTechContact, scrape_family: 'tribute' },
  { id: 11, name: 'Tribute Tech', contact_email: tributeTechContact, scrape_family: 'generic' },
  { id: 12, name: 'FuneralOne', contact_email: 'support@funeralone.example', scrape_family: 'generic' },
  { id: 13, name: 'Gather', contact_email: 'help@gather.example', scrape_family: 'generic' },
  { id: 14, name: 'SRS Computing', contact_email: 'support@srscomputing.example', scrape_family: 'generic' },
  { id: 15, name: 'Funeral Net', contact_email: 'domains@funeralnet.example', scrape_family: 'generic' },
  { id: 16, name: 'Disrupt Media', contact_email: 'hello@disruptmedia.example', scrape_family: 'generic' },
  { id: 17, name: 'Legacy Web Studio', contact_email: 'support@legacywebstudio.example', scrape_family: 'generic' },
  { id: 18, name: 'WordPress (self-hosted)', contact_email: null, scrape_family: 'generic' },
  { id: 19, name: 'Wix', contact_email: null, scrape_family: 'generic' },
  { id: 20, name: 'Squarespace', contact_email: null, scrape_family: 'generic' },
  { id: 21, name: 'GoDaddy Website Builder', contact_email: null, scrape_family: 'generic' },
  { id: 22, name: 'Web Funeral Solutions', contact_email: 'support@webfuneralsolutions.example', scrape_family: 'generic' },
  { id: 23, name: 'Local Agency', contact_email: null, scrape_family: 'generic' },
  { id: 24, name: 'FrontRunner', contact_email: null, scrape_family: 'frontrunner' },
] as const;

/** Referral partner 7 gets its own icon on the list (part 1 §2). */
export const referralPartners = [
  { id: 1, name: 'Midwest Funeral Directors Association' },
  { id: 2, name: 'Southern Casket Supply' },
  { id: 3, name: 'Heartland Pre-Need Partners' },
  { id: 4, name: 'National Memorial Network' },
  { id: 5, name: 'Coastal Funeral Cooperative' },
  { id: 6, name: 'Cremation Partners of America' },
  { id: 7, name: 'Premier Partner Program' },
  { id: 8, name: 'Valley Embalmers Guild' },
] as const;

/** The pre-need insurers (part 1 §3: 'None plus seven insurers'; None is a null funding partner). */
export const fundingPartners = [
  { id: 1, name: 'Homestead Pre-Need Life' },
  { id: 2, name: 'National Guardian Pre-Need' },
  { id: 3, name: 'Great Plains Insurance' },
  { id: 4, name: 'Security Mutual Pre-Need' },
  { id: 5, name: 'Forethought Planning Life' },
  { id: 6, name: 'Precept Trust' },
  { id: 7, name: 'Heritage Assurance' },
] as const;

/** Addon 1 is the video product (part 2 §4). */
export const addons = [
  { id: 1, name: 'Video' },
  { id: 2, name: 'Floral' },
  { id: 3, name: 'Livestreaming' },
  { id: 4, name: 'Obituary print ads' },
  { id: 5, name: 'Aftercare program' },
  { id: 6, name: 'Online arrangements' },
] as const;

export const floralAddonId = 2;

/** What the Details tab asks about the video product (part 2 §4); kept with the addon since migration 0029. */
const videoAddonQuestion = "Was this funeral home a customer of the provider's video product prior to being onboarded to websites?";

const corporationContacts = corporations
  .filter((corporation) => corporation.id !== 1)
  .flatMap((corporation) => {
    const domain = `${corporation.name.toLowerCase().replaceAll(/[^a-z]+/g, '')}.example`;
    return [
      {
        corporation_id: corporation.id,
        name: 'Operations Director',
        email: `operations@${domain}`,
        type: 'primary' as const,
        domain_contact: false,
        priority: 1,
      },
      {
        corporation_id: corporation.id,
        name: 'IT Manager',
        email: `it@${domain}`,
        type: 'domain_primary' as const,
        domain_contact: true,
        priority: 1,
      },
    ];
  });

/**
 * The fixed lists and the checklist catalogue. Safe to run again: rows that exist are left as
 * they are, so a re-run never overwrites a name staff changed.
 */
export const seedReferenceData = async (db: Kysely<Database>): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('corporations')
      .values([...corporations])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('providers')
      .values([...providers])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('referral_partners')
      .values([...referralPartners])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('funding_partners')
      .values([...fundingPartners])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('addons')
      .values(addons.map((addon) => ({ ...addon, question: addon.id === 1 ? videoAddonQuestion : null })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    const hasContacts = await trx.selectFrom('corporation_contacts').select('id').limit(1).executeTakeFirst();
    if (!hasContacts) await trx.insertInto('corporation_contacts').values(corporationContacts).execute();

    await trx
      .insertInto('checklist_types')
      .values(checklistTypes.map((id, position) => ({ id, name: checklistTypeNames[id], position })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('checklist_categories')
      .values(checklistCatalogue.map((category, position) => ({ id: category.id, type_id: category.type, name: category.name, position })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('checklist_items')
      .values(
        checklistCatalogue.flatMap((category) =>
          category.items.map((item, position) => ({ id: item.id, category_id: category.id, description: item.description, position })),
        ),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
};
