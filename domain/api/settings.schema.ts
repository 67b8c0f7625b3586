import * as v from 'valibot';
import { scrapeProviderFamilies } from '../scrapeTasks/scrapeProviders';
import { checklistTypeIdPattern } from '../settings/checklistTypeId';
import { settingsLists } from '../settings/settingsLists';
import { idSchema, idText } from './id.schema';
import { calendarDay } from './launchSchedule.schema';

/**
 * The Settings lists (issue 30, docs/decisions/0475): each entry answers with how many sites use it
 * (`sites`); a `retired` entry leaves every choice list but stays on the sites that have it.
 */

const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`${field} must not be empty`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );
const name = text('name', 120);
const email = (field: string) => v.pipe(text(field, 254), v.email(`${field} must be an e-mail address`));
const position = v.pipe(
  v.number('position must be a number'),
  v.integer('position must be a whole number from 0'),
  v.minValue(0, 'position must be a whole number from 0'),
  v.maxValue(10_000, 'position must be at most 10000'),
);
const retired = v.boolean('retired must be true or false');

/** A change names one field at least; an empty one is a 400 rather than a log entry of nothing. */
const someChange = <S extends v.GenericSchema<object>>(schema: S) =>
  v.pipe(
    schema,
    v.check((body) => Object.keys(body).length > 0, 'name at least one field to change'),
  );

const listed = { id: v.number(), name: v.string(), position: v.number(), retired: v.boolean(), sites: v.number() };
const ordering = { position: v.optional(position), retired: v.optional(retired) };

/** A simple list (referral partners, funding partners): a name. */
export const namedEntrySchema = v.object(listed);
export const createNamedBody = v.object({ name });
export const updateNamedBody = someChange(v.object({ name: v.optional(name), ...ordering }));

export const contactTypes = ['primary', 'secondary', 'domain_primary'] as const;
const contactSchema = v.object({
  name: v.string(),
  email: v.string(),
  type: v.picklist(contactTypes),
  domainContact: v.boolean(),
  priority: v.nullable(v.number()),
});
export type CorporationContact = v.InferOutput<typeof contactSchema>;
const contactBody = v.object({
  name: text('contacts.name', 120),
  email: email('contacts.email'),
  type: v.picklist(contactTypes, `contacts.type must be one of ${contactTypes.join(', ')}`),
  domainContact: v.optional(v.boolean('contacts.domainContact must be true or false'), false),
  priority: v.optional(
    v.nullable(
      v.pipe(
        v.number('contacts.priority must be a number'),
        v.integer('contacts.priority must be a whole number from 1 to 99'),
        v.minValue(1, 'contacts.priority must be a whole number from 1 to 99'),
        v.maxValue(99, 'contacts.priority must be a whole number from 1 to 99'),
      ),
    ),
    null,
  ),
});
const contacts = v.pipe(v.array(contactBody, 'contacts must be a list'), v.maxLength(50, 'contacts must have at most 50 entries'));

/** A corporation and its contacts (the go-live panel's manual DNS e-mails its domain contacts). */
export const corporationEntrySchema = v.object({ ...listed, contacts: v.array(contactSchema) });
export const createCorporationBody = v.object({ name, contacts: v.optional(contacts, []) });
/** `contacts` replaces the corporation's contacts as a whole. */
export const updateCorporationBody = someChange(v.object({ name: v.optional(name), ...ordering, contacts: v.optional(contacts) }));

const contactEmail = v.nullable(email('contactEmail'));
const scrapeFamily = v.picklist(scrapeProviderFamilies, `scrapeFamily must be one of ${scrapeProviderFamilies.join(', ')}`);

/** A provider: the scrape family that reads its pages and where its domain requests go (part 2 §9). */
export const providerEntrySchema = v.object({
  ...listed,
  scrapeFamily: v.picklist(scrapeProviderFamilies),
  contactEmail: v.nullable(v.string()),
});
export const createProviderBody = v.object({
  name,
  scrapeFamily: v.optional(scrapeFamily, 'generic'),
  contactEmail: v.optional(contactEmail, null),
});
export const updateProviderBody = someChange(
  v.object({ name: v.optional(name), ...ordering, scrapeFamily: v.optional(scrapeFamily), contactEmail: v.optional(contactEmail) }),
);

const question = v.nullable(text('question', 300));

/** An addon, with the question the Details tab asks about it (addon 1's, the video product's). */
export const addonEntrySchema = v.object({ ...listed, question: v.nullable(v.string()) });
export const createAddonBody = v.object({ name, question: v.optional(question, null) });
export const updateAddonBody = someChange(v.object({ name: v.optional(name), ...ordering, question: v.optional(question) }));

const requiresNote = v.boolean('requiresNote must be true or false');

/** A reschedule or unschedule reason; 'Other' requires a note. No site keeps a reason (the note's text does), so `sites` is 0. */
export const reasonEntrySchema = v.object({ ...listed, requiresNote: v.boolean() });
export const createReasonBody = v.object({ name, requiresNote: v.optional(requiresNote, false) });
export const updateReasonBody = someChange(v.object({ name: v.optional(name), ...ordering, requiresNote: v.optional(requiresNote) }));

/** A company holiday (no launch that day). `sites`: the sites scheduled to launch on it. */
export const holidayEntrySchema = v.object({ id: v.number(), date: v.string(), name: v.string(), sites: v.number() });
export const createHolidayBody = v.object({ date: calendarDay('date'), name });
export const updateHolidayBody = someChange(v.object({ date: v.optional(calendarDay('date')), name: v.optional(name) }));

/** A checklist item (its text is its name), in a category of a checklist type; `sites`: the sites that ticked it. */
export const checklistEntrySchema = v.object({ ...listed, categoryId: v.number(), category: v.string(), type: v.string() });
export const createChecklistBody = v.object({ name, categoryId: idSchema('categoryId') });

/** A checklist category of a type; `sites`: the sites with a tick of one of its items. */
export const checklistCategoryEntrySchema = v.object({ ...listed, typeId: v.string(), type: v.string() });
const typeId = v.pipe(v.string('typeId must be text'), v.regex(checklistTypeIdPattern, 'typeId must name a checklist type'));
export const createChecklistCategoryBody = v.object({ name, typeId });

/** A checklist type; its id is text, made from its name when it is added (docs/decisions/0510). */
export const checklistTypeEntrySchema = v.object({ ...listed, id: v.string() });

/** The path of a checklist type: its text id (one that cannot be an id is not found). */
export const checklistTypeParams = v.object({
  id: v.pipe(v.string(), v.regex(checklistTypeIdPattern, 'No such checklist type')),
});

/**
 * One change of the settings log (table settings_changes): who made it and when, which entry of
 * which list, and the entry as the Settings API answered it before and after (null for an add's
 * before and a delete's after). `entryName` is the entry's name after the change (before, for a delete).
 */
export const settingsChangeSchema = v.object({
  id: v.number(),
  at: v.string(),
  user: v.nullable(v.string()),
  list: v.picklist(settingsLists),
  entryId: v.string(),
  entryName: v.string(),
  action: v.picklist(['add', 'change', 'delete']),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});
export type SettingsChangeEntry = v.InferOutput<typeof settingsChangeSchema>;

/** How many changes one page of the log holds. */
export const settingsHistoryPageSize = 50;

/** GET /api/settings/history: newest first, one list's or all, a page before `before` (a change's id). */
export const settingsHistoryQuery = v.object({
  list: v.optional(v.picklist(settingsLists, `list must be one of ${settingsLists.join(', ')}`)),
  before: v.optional(idText('before')),
});
