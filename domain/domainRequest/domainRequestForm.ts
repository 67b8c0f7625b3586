import * as v from 'valibot';
import type { DomainRequestDefaults } from '../api/domainRequest.schema';
import { type DomainRequest, type DomainRequestField, mayEditLockedDomainRequestFields, splitList } from './domainRequestRules';
import type { Role } from '../roles';

/** The request form as typed: every field text, the lists comma-separated (part 2 §5). */
export type DomainRequestForm = Record<DomainRequestField, string>;

/**
 * The form as the browser keeps it while it is typed (issue 28,
 * docs/decisions/0440-intake-page-seo-domain-and-scrape-drafts.md): every field as typed.
 */
export const domainRequestDraftSchema: v.GenericSchema<unknown, DomainRequestForm> = v.object({
  fhName: v.string(),
  primaryDomain: v.string(),
  additionalDomains: v.string(),
  providerEmail: v.string(),
  otherEmail: v.string(),
  fhEmail: v.string(),
  aeEmail: v.string(),
  additionalCc: v.string(),
  aeNotes: v.string(),
});

export const domainRequestFormOf = (defaults: DomainRequestDefaults): DomainRequestForm => ({
  fhName: defaults.fhName,
  primaryDomain: defaults.primaryDomain,
  additionalDomains: '',
  providerEmail: defaults.providerEmail,
  otherEmail: '',
  fhEmail: defaults.fhEmail,
  aeEmail: defaults.aeEmail,
  additionalCc: '',
  aeNotes: '',
});

export const domainRequestOf = (fhid: number, form: DomainRequestForm): DomainRequest => ({
  ...form,
  fhid,
  additionalDomains: splitList(form.additionalDomains),
  additionalCc: splitList(form.additionalCc),
});

/** The AE e-mail and the domain are admin's to change; anyone fills one the site has not recorded. */
export const mayEditDomainRequestField = (role: Role, field: DomainRequestField, defaults: DomainRequestDefaults): boolean =>
  mayEditLockedDomainRequestFields(role) || (field !== 'aeEmail' && field !== 'primaryDomain') || defaults[field].trim() === '';
