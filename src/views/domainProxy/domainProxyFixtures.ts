import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { DomainProxyActors } from '../../../machines/domainProxy/domainProxy.actors';
import { type StoryBehaviour, storyAnswer } from '../../testing/storyAnswer';

const nameServers = ['ns-1146.awsdns-15.org', 'ns-1796.awsdns-32.co.uk', 'ns-207.awsdns-25.com', 'ns-714.awsdns-25.net'];

/** The proxy like the sandboxes: records for any name, GoDaddy takes the name servers of a name with 'taken'. */
export const domainProxyActorsFixture = (behaviour: StoryBehaviour = 'answer', error: unknown = new ApiError(403, { error: 'Domain Already Proxied!' })): DomainProxyActors => ({
  proxifyDomain: fromPromise(({ input }) =>
    storyAnswer(
      behaviour,
      () => ({
        lookupData: {
          a: [{ Value: '203.0.113.24' }],
          mx: [{ Value: `10 mail.${input.domain}` }],
          txt: [{ Value: `"v=spf1 include:_spf.${input.domain} ~all"` }],
          cname: [{ Value: input.domain }],
        },
        zoneId: 'Z08ABCDEF12345',
        ns: nameServers,
        onGodaddy: input.domain.includes('taken'),
      }),
      error,
    ),
  ),
});
