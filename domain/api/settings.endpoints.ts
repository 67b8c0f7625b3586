import * as v from 'valibot';
import { type SettingsList, settingsEntryNouns } from '../settings/settingsLists';
import { endpoint, noContentAnswer, type ParamsSchema } from './endpoint';
import { idParams } from './id.schema';
import {
  addonEntrySchema,
  checklistCategoryEntrySchema,
  checklistEntrySchema,
  checklistTypeEntrySchema,
  checklistTypeParams,
  corporationEntrySchema,
  createAddonBody,
  createChecklistBody,
  createChecklistCategoryBody,
  createCorporationBody,
  createHolidayBody,
  createNamedBody,
  createProviderBody,
  createReasonBody,
  holidayEntrySchema,
  namedEntrySchema,
  providerEntrySchema,
  reasonEntrySchema,
  settingsChangeSchema,
  settingsHistoryQuery,
  updateAddonBody,
  updateCorporationBody,
  updateHolidayBody,
  updateNamedBody,
  updateProviderBody,
  updateReasonBody,
} from './settings.schema';

const duplicate = "A <noun> named '<name>' already exists";
const protectedRefusal =
  'The entry is one the rules name by id (corporation 1, referral partner 7, addon 1, the go-live checklist items, categories and types)';

/** A numeric entry id in the path; a checklist type's is its text id (`:id{[a-z0-9_]+}`). */
const numericId = { path: ':id{[0-9]+}', params: idParams };

/** The four endpoints of one list: read it, add to it, change an entry, delete an entry never used. */
const listEndpoints = <
  const L extends SettingsList,
  E extends v.GenericSchema,
  C extends v.GenericSchema,
  U extends v.GenericSchema,
  P extends ParamsSchema = typeof idParams,
>(
  list: L,
  schemas: { entry: E; create: C; update: U },
  id: { path: string; params: P } = numericId as unknown as { path: string; params: P },
) => {
  const noun = settingsEntryNouns[list].toLowerCase();
  return {
    list: endpoint({
      method: 'get',
      path: `/api/settings/${list}`,
      capability: 'readSettings',
      summary: `The ${list}, retired ones too, each with how many sites use it`,
      answers: { 200: v.array(schemas.entry) },
    }),
    create: endpoint({
      method: 'post',
      path: `/api/settings/${list}`,
      capability: 'editSettings',
      summary: `Adds a ${noun}`,
      description: 'Goes last in the list; written to the settings log and announced on the `lookups` live channel.',
      body: schemas.create,
      answers: { 201: schemas.entry },
      refusals: { 409: duplicate },
    }),
    update: endpoint({
      method: 'patch',
      path: `/api/settings/${list}/${id.path}`,
      capability: 'editSettings',
      summary: `Renames, reorders, retires or otherwise changes a ${noun}`,
      description:
        '`position` moves the entry to that place (0 first) and renumbers the rest; `retired: true` takes it out of every choice list, while the sites that have it keep it. Logged with before and after, announced live.',
      params: id.params,
      body: schemas.update,
      answers: { 200: schemas.entry },
      refusals: { 404: `${settingsEntryNouns[list]} not found`, 409: `${duplicate}; or: ${protectedRefusal}` },
    }),
    remove: endpoint({
      method: 'delete',
      path: `/api/settings/${list}/${id.path}`,
      capability: 'editSettings',
      summary: `Deletes a ${noun} no site uses`,
      description: 'One in use is refused: retire it instead.',
      params: id.params,
      answers: { 204: noContentAnswer },
      refusals: {
        404: `${settingsEntryNouns[list]} not found`,
        409: `In use by <n> site(s): retire it instead; or: Holds <n> <entries>: delete them first; or: ${protectedRefusal}`,
      },
    }),
  };
};

/**
 * /api/settings/<list> (issue 30, docs/decisions/0475): the lists every screen chooses from,
 * kept by admins and read by executives. The lookups the screens read (/api/corporations, ...)
 * read the same tables and leave retired entries out.
 */
export const settingsEndpoints = {
  corporations: listEndpoints('corporations', {
    entry: corporationEntrySchema,
    create: createCorporationBody,
    update: updateCorporationBody,
  }),
  referralPartners: listEndpoints('referralPartners', { entry: namedEntrySchema, create: createNamedBody, update: updateNamedBody }),
  fundingPartners: listEndpoints('fundingPartners', { entry: namedEntrySchema, create: createNamedBody, update: updateNamedBody }),
  insurers: listEndpoints('insurers', { entry: namedEntrySchema, create: createNamedBody, update: updateNamedBody }),
  providers: listEndpoints('providers', { entry: providerEntrySchema, create: createProviderBody, update: updateProviderBody }),
  addons: listEndpoints('addons', { entry: addonEntrySchema, create: createAddonBody, update: updateAddonBody }),
  holidays: listEndpoints('holidays', { entry: holidayEntrySchema, create: createHolidayBody, update: updateHolidayBody }),
  reasons: listEndpoints('reasons', { entry: reasonEntrySchema, create: createReasonBody, update: updateReasonBody }),
  checklistTypes: listEndpoints(
    'checklistTypes',
    { entry: checklistTypeEntrySchema, create: createNamedBody, update: updateNamedBody },
    { path: ':id{[a-z0-9_]+}', params: checklistTypeParams },
  ),
  checklistCategories: listEndpoints('checklistCategories', {
    entry: checklistCategoryEntrySchema,
    create: createChecklistCategoryBody,
    update: updateNamedBody,
  }),
  checklist: listEndpoints('checklist', { entry: checklistEntrySchema, create: createChecklistBody, update: updateNamedBody }),
};

/** GET /api/settings/history: the settings log, shown on the Settings screen (readers of settings read it). */
export const settingsHistoryEndpoint = endpoint({
  method: 'get',
  path: '/api/settings/history',
  capability: 'readSettings',
  summary: 'The changes made to the Settings lists, newest first: who, when, which entry, before and after',
  description:
    "One page of `settingsHistoryPageSize` (50) changes; `list` keeps one list's, `before` (a change's id) gives the page after the one that ended with it.",
  query: settingsHistoryQuery,
  answers: { 200: v.array(settingsChangeSchema) },
});
