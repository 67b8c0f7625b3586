import * as v from 'valibot';
import { checkDomainName } from '../domains/domainName';

/** Part 2 §9: the search's TLD list holds only .com. */
export const searchTlds = ['.com'] as const;

/**
 * POST /api/godaddy/domain-availability {enteredDomain, tlds}. The input has no bounds and no
 * required check in the browser (part 2 §5), so the server normalises and checks it: a name
 * without a top-level domain gets the first of tlds.
 */
export const domainAvailabilityBody = v.pipe(
  v.object({
    enteredDomain: v.string('enteredDomain must be text'),
    tlds: v.optional(
      v.pipe(v.array(v.picklist(searchTlds, `tlds may only hold ${searchTlds.join(', ')}`)), v.nonEmpty('tlds must not be empty')),
      [...searchTlds],
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { enteredDomain, tlds } = dataset.value;
    const checked = checkDomainName(enteredDomain, { defaultTld: tlds[0] });
    if (checked.ok) return { domain: checked.domain, tlds };
    addIssue({
      message: checked.reason,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'enteredDomain', value: enteredDomain }],
    });
    return NEVER;
  }),
);

/** data: the registrar's answer for the domain; suggestionData: free names like it (empty when it is available). */
export const domainAvailabilitySchema = v.object({
  data: v.object({ domain: v.string(), available: v.boolean() }),
  suggestionData: v.array(v.object({ domain: v.string() })),
});
export type DomainAvailability = v.InferOutput<typeof domainAvailabilitySchema>;
