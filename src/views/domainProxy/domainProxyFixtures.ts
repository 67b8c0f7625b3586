import { fromPromise } from 'xstate';
import type { DomainProxyActors } from '../../../machines/domainProxy/domainProxy.actors';
import { type StubAnswer, stubAnswer } from '../../testing/stubAnswer';

const nameServers = ['ns-1146.awsdns-15.org', 'ns-1796.awsdns-32.co.uk', 'ns-207.awsdns-25.com', 'ns-714.awsdns-25.net'];

/** The proxy like the sandboxes: records for any name, GoDaddy takes the name servers of a name with 'taken'. */
export const domainProxyActorsFixture = (how: StubAnswer = 'answer'): DomainProxyActors => ({
  proxifyDomain: fromPromise(({ input }) =>
    stubAnswer(how, () => ({
      lookupData: {
        a: [{ Value: '203.0.113.24' }],
        mx: [{ Value: `10 mail.${input.domain}` }],
        txt: [{ Value: `"v=spf1 include:_spf.${input.domain} ~all"` }],
        cname: [{ Value: input.domain }],
      },
      copied: [
        { name: input.domain, type: 'A', values: ['203.0.113.24'] },
        { name: input.domain, type: 'MX', values: [`10 mail.${input.domain}`] },
        { name: input.domain, type: 'TXT', values: [`"v=spf1 include:_spf.${input.domain} ~all"`] },
        { name: `www.${input.domain}`, type: 'CNAME', values: [input.domain] },
        { name: `_dmarc.${input.domain}`, type: 'TXT', values: [`"v=DMARC1; p=none; rua=mailto:dmarc@${input.domain}"`] },
      ],
      zoneId: 'Z08ABCDEF12345',
      ns: nameServers,
      onGodaddy: input.domain.includes('taken'),
    })),
  ),
});
