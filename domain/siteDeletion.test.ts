import { describe, expect, it } from 'vitest';
import { roles } from './roles';
import { siteStatuses } from './siteStatus';
import { isDeletableStatus, mayDeleteSite, siteNotDeletable } from './siteDeletion';

describe('site deletion', () => {
  it('deletes Test sites only', () => {
    expect(siteStatuses.filter(isDeletableStatus)).toEqual(['Test']);
  });

  it('lets admin alone delete, and only a Test site', () => {
    for (const role of roles) {
      for (const status of siteStatuses) expect(mayDeleteSite(status, role)).toBe(role === 'admin' && status === 'Test');
    }
  });

  it("refuses any other site with the server's 409 text", () => {
    expect(siteNotDeletable('Live')).toBe('Only test sites can be deleted: this site is Live');
  });
});
