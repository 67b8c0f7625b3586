import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { siteStatuses } from '../siteStatus';
import { isLaunchable, offersGoLive } from './goLiveOffered';

describe('go live offered', () => {
  it('launches any site but a Live one', () => {
    expect(siteStatuses.filter((status) => !isLaunchable(status))).toEqual(['Live']);
  });

  it('shows the Go Live button to admin and launch, on any site but a Live one', () => {
    for (const role of roles) {
      for (const status of siteStatuses)
        expect(offersGoLive(status, role)).toBe((role === 'admin' || role === 'launch') && status !== 'Live');
    }
  });
});
