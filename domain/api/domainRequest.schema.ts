import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { checkDomainName } from '../domains/domainName';
import { type DomainRequest, domainRequestProblems } from '../domainRequest/domainRequestRules';

const text = (field: string) => v.optional(v.string(`${field} must be text`), '');
const list = (field: string) => v.optional(v.array(v.string(`${field} must be a list of text`), `${field} must be a list`), []);

const domainRequestFields = v.object({
  fhid: idSchema('fhid'),
  fhName: text('fhName'),
  primaryDomain: text('primaryDomain'),
  additionalDomains: list('additionalDomains'),
  providerEmail: text('providerEmail'),
  otherEmail: text('otherEmail'),
  fhEmail: text('fhEmail'),
  aeEmail: text('aeEmail'),
  additionalCc: list('additionalCc'),
  aeNotes: text('aeNotes'),
});

const tidy = (request: DomainRequest): DomainRequest => {
  const domain = (name: string) => {
    const checked = checkDomainName(name);
    return checked.ok ? checked.domain : name.trim();
  };
  return {
    ...request,
    fhName: request.fhName.trim(),
    primaryDomain: domain(request.primaryDomain),
    additionalDomains: [...new Set(request.additionalDomains.map(domain))],
    providerEmail: request.providerEmail.trim(),
    otherEmail: request.otherEmail.trim(),
    fhEmail: request.fhEmail.trim(),
    aeEmail: request.aeEmail.trim(),
    additionalCc: request.additionalCc.map((email) => email.trim()),
    aeNotes: request.aeNotes.trim(),
  };
};

/**
 * POST /api/domainRequest (part 2 §3, §5). A 400 names every bad field: one issue per field, so
 * `fields` lists them all; the first one's message lists every reason ('fhEmail is required;
 * additionalCc: 'x' is not an e-mail address'). Domains come out normalised.
 */
export const domainRequestBody = v.pipe(
  domainRequestFields,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const problems = domainRequestProblems(dataset.value);
    if (!problems.length) return tidy(dataset.value);
    const everyReason = problems.map((problem) => problem.reason).join('; ');
    problems.forEach((problem, index) =>
      addIssue({
        message: index === 0 ? everyReason : problem.reason,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: problem.field, value: dataset.value[problem.field] }],
      }),
    );
    return NEVER;
  }),
);

/** GET /api/domainRequest/defaults?fhid */
export const domainRequestDefaultsQuery = v.object({
  fhid: idText('fhid'),
});

const sentRequestSchema = v.object({
  sentAt: v.string(),
  sentBy: v.nullable(v.string()),
  to: v.array(v.string()),
  primaryDomain: v.string(),
});
export type SentDomainRequest = v.InferOutput<typeof sentRequestSchema>;

/**
 * What the form starts from: the site's own values (name, domain, e-mail, its AE's e-mail), the
 * provider's contact (part 2 §9's map) and the last request sent for the site, if any.
 */
export const domainRequestDefaultsSchema = v.object({
  fhid: v.number(),
  fhName: v.string(),
  primaryDomain: v.string(),
  fhEmail: v.string(),
  aeEmail: v.string(),
  providerEmail: v.string(),
  /** The provider whose contact providerEmail is ('Tribute Tech' for CFS ...), or null when the site has none. */
  providerName: v.nullable(v.string()),
  lastRequest: v.nullable(sentRequestSchema),
});
export type DomainRequestDefaults = v.InferOutput<typeof domainRequestDefaultsSchema>;

/** POST /api/domainRequest answers the request as recorded and sent. */
export const domainRequestSentSchema = v.object({ id: v.number(), ...sentRequestSchema.entries, cc: v.array(v.string()) });
export type DomainRequestSent = v.InferOutput<typeof domainRequestSentSchema>;
