import * as v from 'valibot';
import { idSchema } from './id.schema';
import { domainNameSchema } from '../domains/domainName';

/** POST /api/proxify {domain, fhid}: the domain is normalised (scheme, www, path, case; punycode). */
export const proxifyBody = v.object({
  domain: domainNameSchema('domain'),
  fhid: idSchema('fhid'),
});

const recordsSchema = v.array(v.object({ Value: v.string() }));

/** One record set copied into the zone: name, type and values as Route 53 holds them. */
const copiedRecordSchema = v.object({
  name: v.string(),
  type: v.picklist(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'CAA', 'SRV']),
  values: v.array(v.string()),
});

/**
 * Part 2 §3 'Proxy result': the apex and www records (lookupData), the zone, its name servers, and
 * whether GoDaddy took them; `copied` lists every record set copied, well-known names included
 * (issue 32).
 */
export const proxyResultSchema = v.object({
  lookupData: v.object({ a: recordsSchema, mx: recordsSchema, txt: recordsSchema, cname: recordsSchema }),
  copied: v.array(copiedRecordSchema),
  zoneId: v.string(),
  ns: v.array(v.string()),
  onGodaddy: v.boolean(),
});
export type ProxyResult = v.InferOutput<typeof proxyResultSchema>;
