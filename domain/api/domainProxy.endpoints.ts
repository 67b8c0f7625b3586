import { proxyFailureTexts } from '../domainProxy/proxyFailures';
import { proxifyBody, proxyResultSchema } from './domainProxy.schema';
import { endpoint } from './endpoint';

/** The Domains tab's proxy tool (part 2 §3, §4, §7, §8; docs/decisions/0242, 0244): admin and launch. */
export const domainProxyEndpoints = {
  proxify: endpoint({
    method: 'post',
    path: '/api/proxify',
    capability: 'useProxyTool',
    summary: "Proxies a site's domain onto a hosted zone of ours",
    description: [
      "Reads the domain's public records (the apex's A, AAAA, MX, TXT and CAA, www, and the well-known mail, DKIM, DMARC and SRV names; `copied` lists them, TXT strings split at 255 characters), finds or creates the hosted zone, copies the records into it, and points the name servers at it when the domain is in our GoDaddy account (`onGodaddy`). On success the site keeps the zone (manage2Domain passes), a Launch note lists the name servers, item 71 (and 156 when GoDaddy took the name servers) is ticked, PROXY is logged.",
      '',
      "An outside failure answers its integration's error.",
    ].join('\n'),
    body: proxifyBody,
    answers: { 200: proxyResultSchema },
    refusals: {
      400: `'${proxyFailureTexts.noRecords}' (nothing created), or a \`domain\` that is not a domain name`,
      403: `'${proxyFailureTexts.alreadyProxied}' when the site has a hosted zone, or another site proxied the domain`,
      404: 'Site not found',
      // The spec's own status for a proxy whose site was not updated (part 2 §8).
      406: `'${proxyFailureTexts.notesFailed}': the zone exists, the site was not updated; a retry converges`,
      502: 'The DNS service or the registrar failed',
    },
  }),
};
