import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { integrationFlags, noneChoice, obituaryNotificationChoices, type IntakeForm } from '../intake/intakeForm';
import { intakeSecretNames } from '../intake/intakeSecrets';

/**
 * The intake wizard's calls (part 2 §7 'Intake', 'Link and builder project'): the body of
 * POST /api/sites/intake and /createTrelloCard, the upload's fields, and the answers. Every bad
 * field of a body is named in the 400 (`fields`), the first one in `field`.
 */

const maxText = 2_000;
const required = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(maxText, `${label} must be at most ${maxText} characters`),
  );
const optionalText = (label: string) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(maxText, `${label} must be at most ${maxText} characters`));
const email = (label: string) => v.pipe(required(label), v.email(`${label} must be an e-mail address`));
const flag = (label: string) => v.boolean(`${label} must be true or false`);

const lookupId = idText('id');

/** A lookup id as the selects hold it ('12'), or 'none' where None is an answer. */
const choice = (label: string, noneAllowed: boolean) =>
  v.pipe(
    required(label),
    v.check(
      (value) => v.is(lookupId, value) || (noneAllowed && value === noneChoice),
      `${label} must be ${noneAllowed ? 'chosen (None is allowed)' : 'chosen'}`,
    ),
  );
const optionalPerson = (label: string) =>
  v.pipe(
    optionalText(label),
    v.check((value) => value === '' || value === noneChoice || v.is(lookupId, value), `${label} must be a person or none`),
  );

const locationSchema = v.object({
  id: v.pipe(v.string('id must be text'), v.regex(/^[A-Za-z0-9_-]{21}$/, 'id must be 21 characters')),
  name: required('name'),
  address: required('address'),
  city: required('city'),
  state: required('state'),
  zip: required('zip'),
  phone: optionalText('phone'),
  email: v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.email('email must be an e-mail address'))],
    'email must be an e-mail address',
  ),
  is_cemetery: flag('is_cemetery'),
});

const shopSchema = v.object({
  name: required('name'),
  address: optionalText('address'),
  city: optionalText('city'),
  state: optionalText('state'),
  zip: optionalText('zip'),
  contactsName: optionalText('contactsName'),
  email: optionalText('email'),
  phone: optionalText('phone'),
  notes: optionalText('notes'),
  preference: v.pipe(
    v.number('preference must be a number'),
    v.integer('preference must be 1 to 9'),
    v.minValue(1, 'preference must be 1 to 9'),
    v.maxValue(9, 'preference must be 1 to 9'),
  ),
});

const integrationsSchema = v.pipe(
  v.object({
    ...(Object.fromEntries(integrationFlags.map((name) => [name, flag(name)])) as Record<
      (typeof integrationFlags)[number],
      v.BooleanSchema<string>
    >),
    activeSync: flag('activeSync'),
    autoPublish: flag('autoPublish'),
    passareApiKey: optionalText('passareApiKey'),
    asdMailbox: optionalText('asdMailbox'),
    asdPassword: optionalText('asdPassword'),
    gaContainerId: optionalText('gaContainerId'),
    gtmContainerId: optionalText('gtmContainerId'),
    aftercareAccountId: optionalText('aftercareAccountId'),
  }),
  // Part 2 §4's toggle rules hold on the server too: what a switch clears cannot arrive set.
  v.forward(
    v.check((i) => !i.activeSync || i.passare, 'activeSync needs passare'),
    ['activeSync'],
  ),
  v.forward(
    v.check((i) => !i.autoPublish || i.activeSync, 'autoPublish needs activeSync'),
    ['autoPublish'],
  ),
  v.forward(
    v.check((i) => i.passare || i.passareApiKey === '', 'passareApiKey needs passare'),
    ['passareApiKey'],
  ),
  v.forward(
    v.check((i) => i.asd || (i.asdMailbox === '' && i.asdPassword === ''), 'asdMailbox and asdPassword need asd'),
    ['asd'],
  ),
  v.forward(
    v.check((i) => i.ga || i.gaContainerId === '', 'gaContainerId needs ga'),
    ['gaContainerId'],
  ),
  v.forward(
    v.check((i) => i.gtm || i.gtmContainerId === '', 'gtmContainerId needs gtm'),
    ['gtmContainerId'],
  ),
);

const fhSchema = v.pipe(
  v.object({
    details: v.object({
      name: required('name'),
      url: required('url'),
      provider: choice('provider', false),
      referralPartner: choice('referralPartner', true),
      fundingPartner: choice('fundingPartner', true),
      corporation: choice('corporation', false),
      floralPhone: required('floralPhone'),
      replyToName: required('replyToName'),
      replyToAddress: email('replyToAddress'),
    }),
    contact: v.object({ name: required('name'), phone: required('phone'), email: email('email') }),
    locations: v.pipe(
      v.array(locationSchema, 'locations must be a list'),
      v.minLength(1, 'at least one location is required'),
      v.maxLength(50, 'at most 50 locations'),
      // Each location keeps its own id (the wizard's); two alike would break the site's unique key, a 500.
      v.check((locations) => new Set(locations.map((location) => location.id)).size === locations.length, 'each location needs its own id'),
    ),
    hostedObits: flag('hostedObits'),
    urgentBuild: flag('urgentBuild'),
    urgentBuildDesc: optionalText('urgentBuildDesc'),
  }),
  v.forward(
    v.check((fh) => !fh.urgentBuild || fh.urgentBuildDesc !== '', 'urgentBuildDesc is required for an urgent build'),
    ['urgentBuildDesc'],
  ),
);

const intakeEntries = {
  fh: fhSchema,
  template: v.object({ id: optionalText('template id'), name: optionalText('template name') }),
  floral: v.object({ shops: v.pipe(v.array(shopSchema, 'shops must be a list'), v.maxLength(50, 'at most 50 flower shops')) }),
  notes: v.object({ design: optionalText('design'), additional: optionalText('additional') }),
  dnsInfo: v.pipe(
    v.object({
      ownsDomain: flag('ownsDomain'),
      dnsProvider: optionalText('dnsProvider'),
      dnsUsername: optionalText('dnsUsername'),
      dnsPassword: optionalText('dnsPassword'),
      dnsOwner: optionalText('dnsOwner'),
      dnsNotes: optionalText('dnsNotes'),
    }),
    v.forward(
      v.check(
        (dns) => dns.ownsDomain || (dns.dnsProvider === '' && dns.dnsUsername === '' && dns.dnsPassword === ''),
        'DNS login needs ownsDomain',
      ),
      ['ownsDomain'],
    ),
  ),
  integrations: integrationsSchema,
  subscriberInfo: v.object({
    obituaryNotifications: v.picklist(obituaryNotificationChoices, 'obituaryNotifications must be Instant or Digest'),
  }),
  team: v.object({
    designer: optionalPerson('designer'),
    ae: choice('ae', true),
    aeName: optionalText('aeName'),
    sdr: choice('sdr', true),
    sdrName: optionalText('sdrName'),
    am: choice('am', true),
    amName: optionalText('amName'),
    florist: optionalPerson('florist'),
    floristName: optionalText('floristName'),
  }),
};

/** POST /api/sites/intake: a template is required unless the home only wants hosted obituaries. */
export const intakeBody = v.pipe(
  v.object(intakeEntries),
  v.forward(
    v.check((form) => form.fh.hostedObits || (form.template.id !== '' && form.template.name !== ''), 'a template is required'),
    ['template', 'id'],
  ),
);
export type IntakeBody = v.InferOutput<typeof intakeBody>;

// The wizard sends its form as it is: a change to one side that the other does not follow fails to compile.
const sameShape: IntakeForm = {} as v.InferInput<typeof intakeBody>;
void sameShape;

export const intakeCreatedSchema = v.object({ fhid: v.number() });
export type IntakeCreated = v.InferOutput<typeof intakeCreatedSchema>;

/** POST /api/sites/createTrelloCard: the intake body and the site it made. */
export const intakeCardBody = v.pipe(
  v.object({ fhid: idSchema('fhid'), ...intakeEntries }),
  v.forward(
    v.check((form) => form.fh.hostedObits || (form.template.id !== '' && form.template.name !== ''), 'a template is required'),
    ['template', 'id'],
  ),
);
export const intakeCardSchema = v.object({ cardUrl: v.string() });

/** POST /api/sites/upload (multipart): one image of the design step. */
export const uploadFields = v.object({
  fhid: idText('fhid'),
  label: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(200, 'label must be at most 200 characters')),
  alt: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(500, 'alt must be at most 500 characters')),
  comment: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(maxText, `comment must be at most ${maxText} characters`)),
});
export const uploadedImageSchema = v.object({ id: v.number(), url: v.string(), label: v.string(), alt: v.string(), comment: v.string() });
export type UploadedImage = v.InferOutput<typeof uploadedImageSchema>;

/** At most 10 MB an image (413 beyond). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** GET /api/sites/search?fhid=: the firm the wizard prefills from. */
export const firmSearchQuery = v.object({
  fhid: idText('fhid'),
});
export const firmSchema = v.object({
  id: v.number(),
  name: v.string(),
  duda_id: v.nullable(v.string()),
  url: v.nullable(v.string()),
  provider_id: v.nullable(v.number()),
  corporation_id: v.number(),
  referral_partner_id: v.nullable(v.number()),
  funding_partner_id: v.nullable(v.number()),
});
export type Firm = v.InferOutput<typeof firmSchema>;
export const firmSearchSchema = v.object({ firm: firmSchema });

/** The intake secrets an admin may see masked and reveal (decisions.md §9). */
const secretName = v.picklist(intakeSecretNames, `name must be one of ${intakeSecretNames.join(', ')}`);
export const revealSecretBody = v.object({ name: secretName });

/** GET /api/sites/{id}/secrets: the secrets the site has, each masked. */
export const maskedSecretsSchema = v.array(v.object({ name: secretName, masked: v.string() }));
export type MaskedSecret = v.InferOutput<typeof maskedSecretsSchema>[number];

/** POST /api/sites/{id}/secrets/reveal: one secret in plain text. */
export const revealedSecretSchema = v.object({ name: secretName, value: v.string() });
export type RevealedSecret = v.InferOutput<typeof revealedSecretSchema>;
