import { fromPromise } from 'xstate';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { EditableSiteField, SiteFields } from '../../domain/api/siteDetailEdit.schema';

/**
 * The contract of the site detail machines' actors. The machines only name them; the site route
 * injects the real ones (src/api/siteDetail.api.ts), tests and stories inject stubs.
 */

export type LoadSiteInput = { siteId: number };
/** null when the server says the site does not exist (404). */
export type LoadedSite = SiteDetail | null;

/** What a Details field holds: the provider or funding partner by name, the corporation or referral partner by id. */
export type SiteFieldValue = string | number | null;
export type SaveSiteFieldInput = { siteId: number; field: EditableSiteField; value: SiteFieldValue };

const unprovided = <TOutput, TInput>(name: string) =>
  // A missing `provide` fails loudly instead of hanging in a loading or saving state.
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`site detail machines: the ${name} actor was not provided`)));

export const unprovidedLoadSite = unprovided<LoadedSite, LoadSiteInput>('loadSite');
export const unprovidedSaveSiteField = unprovided<SiteFields, SaveSiteFieldInput>('saveSiteField');

export const loadSiteLogic = (load: (input: LoadSiteInput) => Promise<LoadedSite>) =>
  fromPromise<LoadedSite, LoadSiteInput>(({ input }) => load(input));

export const saveSiteFieldLogic = (save: (input: SaveSiteFieldInput) => Promise<SiteFields>) =>
  fromPromise<SiteFields, SaveSiteFieldInput>(({ input }) => save(input));
