import * as v from 'valibot';

/** A domain name as staff type it, made into the name DNS knows, or the reason it cannot be one. */
export type DomainNameCheck = { ok: true; domain: string } | { ok: false; reason: string };

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const topLevel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const ipAddress = /^\d{1,3}(?:\.\d{1,3}){3}$/;

const domainNameReasons = {
  empty: 'must not be empty',
  notADomain: 'must be a domain name such as smithfuneralhome.com',
  noTopLevel: 'must end in a top-level domain such as .com',
  tooLong: 'must be at most 253 characters',
} as const;

/**
 * Normalises what someone typed or pasted into the bare domain: scheme, user, port, path, query,
 * fragment, a leading 'www.' and a trailing dot go; case is folded; an internationalised name
 * becomes its punycode (the WHATWG URL parser does that in the browser and in Node alike). Then
 * the name is checked label by label as DNS requires. With `defaultTld` ('.com') a bare name gets it
 * (the availability search); spaces are then dropped too, so 'Smith Funeral' is smithfuneral.com.
 */
export const checkDomainName = (input: string, options: { defaultTld?: string } = {}): DomainNameCheck => {
  const trimmed = options.defaultTld === undefined ? input.trim() : input.replace(/\s+/g, '');
  if (trimmed === '') return { ok: false, reason: domainNameReasons.empty };
  const withoutScheme = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const host = withoutScheme
    .replace(/[/?#].*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '');
  let ascii: string;
  try {
    ascii = new URL(`http://${host}`).hostname;
  } catch {
    return { ok: false, reason: domainNameReasons.notADomain };
  }
  const bare = ascii
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const domain =
    options.defaultTld !== undefined && bare !== '' && !bare.includes('.') ? `${bare}.${options.defaultTld.replace(/^\./, '')}` : bare;
  if (domain.length > 253) return { ok: false, reason: domainNameReasons.tooLong };
  if (ipAddress.test(domain)) return { ok: false, reason: domainNameReasons.notADomain };
  const labels = domain.split('.');
  if (!labels.every((part) => label.test(part))) return { ok: false, reason: domainNameReasons.notADomain };
  if (labels.length < 2 || !topLevel.test(labels.at(-1) ?? '')) return { ok: false, reason: domainNameReasons.noTopLevel };
  return { ok: true, domain };
};

/** A valibot schema for a domain field: the normalised name, or an issue with the reason (400 naming the field). */
export const domainNameSchema = (field: string) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const checked = checkDomainName(dataset.value);
      if (checked.ok) return checked.domain;
      addIssue({ message: checked.reason });
      return NEVER;
    }),
  );
