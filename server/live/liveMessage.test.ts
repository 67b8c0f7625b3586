import { describe, expect, it } from 'vitest';
import { isLiveChannel, isSubscribableChannel, siteOfChannel } from './liveMessage';

// Issue 27: a site channel names a site id, 1 to 2,147,483,647, written as the server publishes it.
describe('live channels', () => {
  it.each(['site:1000000000', 'site:2147483647', 'launch:abc_12', 'records:org-1'])('takes %s', (channel) => {
    expect(isLiveChannel(channel)).toBe(true);
  });

  it.each(['site:0', 'site:2147483648', 'site:007', 'site:', 'site:null', 'launch:', 'other:1', 12])('refuses %s', (channel) => {
    expect(isLiveChannel(channel)).toBe(false);
  });

  it("keeps the server's ended-sessions channel from browsers", () => {
    expect(isLiveChannel('sessions:ended')).toBe(true);
    expect(isSubscribableChannel('sessions:ended')).toBe(false);
    expect(isSubscribableChannel('site:1')).toBe(true);
  });

  it("lets a browser subscribe to its own 'inbox' only, never to a person's inbox channel by id", () => {
    expect(isLiveChannel('inbox:12')).toBe(true);
    expect(isSubscribableChannel('inbox:12')).toBe(false);
    expect(isSubscribableChannel('inbox')).toBe(true);
  });

  it('reads the site of a site channel only', () => {
    expect(siteOfChannel('site:2147483647')).toBe(2_147_483_647);
    expect(siteOfChannel('site:2147483648')).toBeNull();
    expect(siteOfChannel('records:12')).toBeNull();
  });
});
