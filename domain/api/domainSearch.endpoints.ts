import { domainAvailabilityBody, domainAvailabilitySchema } from './domainSearch.schema';
import { endpoint } from './endpoint';

/** /godaddy-tools' Domain Availability Search (part 2 §2.11, §7; docs/decisions/0243, 0246): everyone signed in. */
export const domainSearchEndpoints = {
  availability: endpoint({
    method: 'post',
    path: '/api/godaddy/domain-availability',
    capability: 'searchDomainAvailability',
    summary: 'Whether a domain is free, with free names like it when it is taken',
    description:
      'A bare name gets the first of `tlds` (only .com). `suggestionData` lists at most 10 suggestions, only for a taken domain. 400 names `enteredDomain` or `tlds`.',
    body: domainAvailabilityBody,
    answers: { 200: domainAvailabilitySchema },
    refusals: { 502: "The registrar failed; GoDaddy's small-account 403 answers 502 with a message naming the cause" },
  }),
};
