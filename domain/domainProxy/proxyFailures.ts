import { apiFailureOf } from '../api/apiError';

/** Part 2 §8: what a failed proxy reads, by the status the server answered. */
export const proxyFailureTexts = {
  alreadyProxied: 'Domain Already Proxied!',
  noRecords: 'No DNS records found',
  notesFailed: 'Error updating checklist & notes',
  failed: 'Could not proxy domain, contact developer',
} as const;

/**
 * The text a failed proxy shows: 403, 400 and 406 by the spec's catalogue; a 400 about the domain
 * field itself (a name that is not one) gives the server's reason; anything else the catch-all.
 */
export const proxyFailureText = (error: unknown): string => {
  const failure = apiFailureOf(error);
  if (!failure) return proxyFailureTexts.failed;
  if (failure.status === 400 && failure.field === 'domain' && failure.reason) return `The domain ${failure.reason}`;
  switch (failure.status) {
    case 403:
      return proxyFailureTexts.alreadyProxied;
    case 400:
      return proxyFailureTexts.noRecords;
    case 406:
      return proxyFailureTexts.notesFailed;
    default:
      return proxyFailureTexts.failed;
  }
};
