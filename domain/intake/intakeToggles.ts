import type { IntakeForm, IntakeToggle } from './intakeForm';

/** Whether autoPublish may be switched on (part 2 §4: only while activeSync is on). */
export const autoPublishAllowed = (form: IntakeForm): boolean => form.integrations.activeSync;

/** Whether activeSync may be switched on: it is Passare's sync, so only with Passare. */
export const activeSyncAllowed = (form: IntakeForm): boolean => form.integrations.passare;

/**
 * One switch of the wizard turned on or off, with what part 2 §4 clears along with it:
 * passare off clears activeSync, autoPublish and the API key; activeSync off clears autoPublish;
 * asd off clears mailbox and password; ga off clears its container id; gtm toggled either way
 * clears its container id; ownsDomain off clears the DNS provider, username and password.
 * Switching on what is not allowed (autoPublish without activeSync) changes nothing.
 */
export const toggleIntake = (form: IntakeForm, toggle: IntakeToggle, on: boolean): IntakeForm => {
  const integrations = form.integrations;
  switch (toggle) {
    case 'hostedObits':
      return { ...form, fh: { ...form.fh, hostedObits: on } };
    case 'urgentBuild':
      return { ...form, fh: { ...form.fh, urgentBuild: on, urgentBuildDesc: on ? form.fh.urgentBuildDesc : '' } };
    case 'ownsDomain':
      return {
        ...form,
        dnsInfo: on
          ? { ...form.dnsInfo, ownsDomain: true }
          : { ...form.dnsInfo, ownsDomain: false, dnsProvider: '', dnsUsername: '', dnsPassword: '' },
      };
    case 'passare':
      return {
        ...form,
        integrations: on
          ? { ...integrations, passare: true }
          : { ...integrations, passare: false, activeSync: false, autoPublish: false, passareApiKey: '' },
      };
    case 'activeSync':
      if (on && !activeSyncAllowed(form)) return form;
      return {
        ...form,
        integrations: on ? { ...integrations, activeSync: true } : { ...integrations, activeSync: false, autoPublish: false },
      };
    case 'autoPublish':
      if (on && !autoPublishAllowed(form)) return form;
      return { ...form, integrations: { ...integrations, autoPublish: on } };
    case 'asd':
      return {
        ...form,
        integrations: on ? { ...integrations, asd: true } : { ...integrations, asd: false, asdMailbox: '', asdPassword: '' },
      };
    case 'ga':
      return { ...form, integrations: on ? { ...integrations, ga: true } : { ...integrations, ga: false, gaContainerId: '' } };
    case 'gtm':
      return { ...form, integrations: { ...integrations, gtm: on, gtmContainerId: '' } };
    case 'aftercare':
      return {
        ...form,
        integrations: on ? { ...integrations, aftercare: true } : { ...integrations, aftercare: false, aftercareAccountId: '' },
      };
    default:
      return { ...form, integrations: { ...integrations, [toggle]: on } };
  }
};
