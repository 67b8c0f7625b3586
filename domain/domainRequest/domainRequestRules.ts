import { can } from '../permissions';
import type { Role } from '../roles';
import { checkDomainName } from '../domains/domainName';

/** A domain request as POST /api/domainRequest takes it (part 2 §3), lists already split. */
export interface DomainRequest {
  fhid: number;
  fhName: string;
  primaryDomain: string;
  additionalDomains: string[];
  providerEmail: string;
  otherEmail: string;
  fhEmail: string;
  aeEmail: string;
  additionalCc: string[];
  aeNotes: string;
}

export type DomainRequestField = Exclude<keyof DomainRequest, 'fhid'>;

/** What is wrong with one field, in words that name it. */
export interface FieldProblem {
  field: DomainRequestField;
  reason: string;
}

const emailPattern = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
const isEmailAddress = (text: string): boolean => emailPattern.test(text.trim());

/** Part 2 §5: additional e-mails and domains are typed comma-separated. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const aeNotesLimit = 5000;

const optionalEmail = (field: DomainRequestField, value: string): FieldProblem[] =>
  value.trim() === '' || isEmailAddress(value) ? [] : [{ field, reason: `${field} must be an e-mail address` }];

/**
 * Every problem of a request, one per field, in form order (part 2 §5): the funeral home's e-mail
 * and the domain are required; every e-mail and every domain given must be one.
 */
export const domainRequestProblems = (request: Omit<DomainRequest, 'fhid'>): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  if (request.fhName.trim() === '') problems.push({ field: 'fhName', reason: 'fhName is required' });
  const primary = checkDomainName(request.primaryDomain);
  if (!primary.ok)
    problems.push({
      field: 'primaryDomain',
      reason: request.primaryDomain.trim() === '' ? 'primaryDomain is required' : `primaryDomain ${primary.reason}`,
    });
  const badDomain = request.additionalDomains.find((domain) => !checkDomainName(domain).ok);
  if (badDomain !== undefined)
    problems.push({ field: 'additionalDomains', reason: `additionalDomains: '${badDomain}' is not a domain name` });
  problems.push(...optionalEmail('providerEmail', request.providerEmail), ...optionalEmail('otherEmail', request.otherEmail));
  if (request.fhEmail.trim() === '') problems.push({ field: 'fhEmail', reason: 'fhEmail is required' });
  else problems.push(...optionalEmail('fhEmail', request.fhEmail));
  problems.push(...optionalEmail('aeEmail', request.aeEmail));
  const badCc = request.additionalCc.find((email) => !isEmailAddress(email));
  if (badCc !== undefined) problems.push({ field: 'additionalCc', reason: `additionalCc: '${badCc}' is not an e-mail address` });
  if (request.aeNotes.length > aeNotesLimit)
    problems.push({ field: 'aeNotes', reason: `aeNotes must be at most ${aeNotesLimit} characters` });
  return problems;
};

/** Part 2 §5 / decisions.md §2: only admin edits the AE e-mail and the domain of a request. */
const lockedDomainRequestFields = ['aeEmail', 'primaryDomain'] as const satisfies readonly DomainRequestField[];

export const mayEditLockedDomainRequestFields = (role: Role): boolean => can(role, 'editDomainRequestAe');

/**
 * The locked fields a request changes from what the site records. A blank recorded value is not
 * locked: there is nothing to change, and without it the request could not be sent at all.
 */
export const changedLockedFields = (
  request: Pick<DomainRequest, 'aeEmail' | 'primaryDomain'>,
  recorded: Pick<DomainRequest, 'aeEmail' | 'primaryDomain'>,
): DomainRequestField[] => {
  const same = (field: 'aeEmail' | 'primaryDomain') => {
    if (recorded[field].trim() === '') return true;
    if (field === 'primaryDomain') {
      const sent = checkDomainName(request.primaryDomain);
      const kept = checkDomainName(recorded.primaryDomain);
      return sent.ok && kept.ok ? sent.domain === kept.domain : request.primaryDomain.trim() === recorded.primaryDomain.trim();
    }
    return request.aeEmail.trim().toLowerCase() === recorded.aeEmail.trim().toLowerCase();
  };
  return lockedDomainRequestFields.filter((field) => !same(field));
};
