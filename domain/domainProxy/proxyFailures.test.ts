import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { proxyFailureText } from './proxyFailures';

describe('proxyFailureText (part 2 §8)', () => {
  it('reads the failure by its status', () => {
    expect(proxyFailureText(new ApiError(403, { error: 'anything' }))).toBe('Domain Already Proxied!');
    expect(proxyFailureText(new ApiError(400, { error: 'anything' }))).toBe('No DNS records found');
    expect(proxyFailureText(new ApiError(406, { error: 'anything' }))).toBe('Error updating checklist & notes');
    for (const status of [0, 404, 500, 502, 504])
      expect(proxyFailureText(new ApiError(status, { error: 'anything' }))).toBe('Could not proxy domain, contact developer');
    expect(proxyFailureText(new Error('boom'))).toBe('Could not proxy domain, contact developer');
  });

  it("gives the server's reason for a domain that is not one", () => {
    const refused = new ApiError(400, {
      error: 'Invalid domain: must end in a top-level domain such as .com',
      field: 'domain',
      reason: 'must end in a top-level domain such as .com',
    });
    expect(proxyFailureText(refused)).toBe('The domain must end in a top-level domain such as .com');
  });
});
