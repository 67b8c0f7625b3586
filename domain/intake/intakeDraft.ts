import * as v from 'valibot';
import { integrationFlags, type IntakeForm, obituaryNotificationChoices } from './intakeForm';

/**
 * The intake wizard's form as the browser keeps it while it is being filled in (issue 28,
 * docs/decisions/0440-intake-page-seo-domain-and-scrape-drafts.md): every field as typed, nothing
 * required yet (the submit's rules are intakeBody's). A kept value of another shape is offered as nothing.
 */
const texts = <const TKey extends string>(keys: readonly TKey[]) =>
  v.object(Object.fromEntries(keys.map((key) => [key, v.string()])) as Record<TKey, v.StringSchema<undefined>>);

export const intakeDraftSchema: v.GenericSchema<unknown, IntakeForm> = v.object({
  fh: v.object({
    details: texts([
      'name',
      'url',
      'provider',
      'referralPartner',
      'fundingPartner',
      'corporation',
      'floralPhone',
      'replyToName',
      'replyToAddress',
    ]),
    contact: texts(['name', 'phone', 'email']),
    locations: v.array(
      v.object({ ...texts(['id', 'name', 'address', 'city', 'state', 'zip', 'phone', 'email']).entries, is_cemetery: v.boolean() }),
    ),
    hostedObits: v.boolean(),
    urgentBuild: v.boolean(),
    urgentBuildDesc: v.string(),
  }),
  template: texts(['id', 'name']),
  floral: v.object({
    shops: v.array(
      v.object({
        ...texts(['name', 'address', 'city', 'state', 'zip', 'contactsName', 'email', 'phone', 'notes']).entries,
        preference: v.number(),
      }),
    ),
  }),
  notes: texts(['design', 'additional']),
  dnsInfo: v.object({ ownsDomain: v.boolean(), ...texts(['dnsProvider', 'dnsUsername', 'dnsPassword', 'dnsOwner', 'dnsNotes']).entries }),
  integrations: v.object({
    ...(Object.fromEntries(integrationFlags.map((flag) => [flag, v.boolean()])) as Record<
      (typeof integrationFlags)[number],
      v.BooleanSchema<undefined>
    >),
    activeSync: v.boolean(),
    autoPublish: v.boolean(),
    ...texts(['passareApiKey', 'asdMailbox', 'asdPassword', 'gaContainerId', 'gtmContainerId', 'aftercareAccountId']).entries,
  }),
  subscriberInfo: v.object({ obituaryNotifications: v.picklist(obituaryNotificationChoices) }),
  team: texts(['designer', 'ae', 'aeName', 'sdr', 'sdrName', 'am', 'amName', 'florist', 'floristName']),
});

/**
 * The form as it may be kept: without its passwords and API key (intakeSecretNames), which browser
 * storage would hold in the clear after sign-out; they are typed again.
 */
export const withoutSecrets = (form: IntakeForm): IntakeForm => ({
  ...form,
  dnsInfo: { ...form.dnsInfo, dnsPassword: '' },
  integrations: { ...form.integrations, asdPassword: '', passareApiKey: '' },
});
