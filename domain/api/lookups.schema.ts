import * as v from 'valibot';
import { roles } from '../roles';

/**
 * Shared lookup lists (part 1 §3 and §7). Person options carry the user id twice (`id` and
 * `user_id`) because the pick lists key on either; the 'Not assigned' placeholder is added by
 * the browser, not sent by the server.
 */
export const personOptionSchema = v.object({
  id: v.number(),
  user_id: v.number(),
  name: v.string(),
  image: v.nullable(v.string()),
});
export type PersonOption = v.InferOutput<typeof personOptionSchema>;
export const personOptionsSchema = v.array(personOptionSchema);

/**
 * An active staff member of any role (GET /api/staff): the people the `@` box of a note or revision
 * offers (issue 34). The role, and the e-mail for two people of one name, tell namesakes apart
 * (docs/decisions/0554).
 */
const staffMemberSchema = v.object({
  id: v.number(),
  name: v.string(),
  role: v.picklist(roles),
  email: v.string(),
});
export type StaffMember = v.InferOutput<typeof staffMemberSchema>;
export const staffSchema = v.array(staffMemberSchema);

/**
 * Corporations, referral partners, providers, funding partners and addons: id and name, in the order
 * the Settings screen keeps (then by id). A retired entry is sent flagged, so a site that has it
 * still shows its name; choice lists leave it out (choicesOf, domain/lookups/lookupLists.ts). Addons
 * also carry the question asked before one is ticked (part 2 §5; the Settings screen keeps it).
 */
export const namedOptionSchema = v.object({
  id: v.number(),
  name: v.string(),
  retired: v.optional(v.boolean()),
  question: v.optional(v.nullable(v.string())),
});
export type NamedOption = v.InferOutput<typeof namedOptionSchema>;
export const namedOptionsSchema = v.array(namedOptionSchema);

/** A company holiday: no launch that day, beside the federal holidays (launch_holidays; the Settings screen keeps them). */
export const launchHolidaysSchema = v.array(v.object({ date: v.string(), name: v.string() }));

/** The reschedule and unschedule reasons offered, in order (launch_reasons, retired ones left out). */
export const launchReasonsSchema = v.array(v.object({ name: v.string(), requiresNote: v.boolean() }));

/** The person lists and the role each one lists: GET /api/<path>. */
export const personLookupRoles = {
  designers: 'designer',
  florists: 'florist',
  ams: 'am',
  sdrs: 'sdr',
  aes: 'ae',
  cares: 'care',
} as const;
export type PersonLookup = keyof typeof personLookupRoles;

/** The id-and-name lists: GET /api/<path>. */
export const namedLookups = ['corporations', 'referralPartners', 'providers', 'fundingPartners', 'addons'] as const;
export type NamedLookup = (typeof namedLookups)[number];
