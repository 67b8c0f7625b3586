import * as v from 'valibot';
import { idSchema } from './id.schema';
import { domainNameSchema } from '../domains/domainName';

/** POST /api/proxify {domain, fhid}: the domain is normalised (scheme, www, path, case; punycode). */
export const proxifyBody = v.object({
  domain: domainNameSchema('domain'),
  fhid: idSchema('fhid'),
});

const recordsSchema = v.array(v.object({ Value: v.string() }));

/** Part 2 §3 'Proxy result': the records copied into the zone, the zone, its name servers, and whether GoDaddy took them. */
export const proxyResultSchema = v.object({
  lookupData: v.object({ a: recordsSchema, mx: recordsSchema, txt: recordsSchema, cname: recordsSchema }),
  zoneId: v.string(),
  ns: v.array(v.string()),
  onGodaddy: v.boolean(),
});
export type ProxyResult = v.InferOutput<typeof proxyResultSchema>;
