import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { mentionsField } from './mentions.schema';
import { revisionSeverities, revisionStatuses } from '../revisions/revisionRules';

/** Request and response shapes of /api/siteRevisions (part 2 §7). */

/** The old client sent flags as 0/1; booleans and 0/1 are both accepted and read as booleans. */
const flag = v.pipe(
  v.union([v.boolean(), v.literal(0), v.literal(1)], 'must be true, false, 0 or 1'),
  v.transform((value): boolean => value === true || value === 1),
);

const issueText = v.pipe(
  v.string('issue must be text'),
  v.trim(),
  v.nonEmpty('issue must not be empty'),
  v.maxLength(20_000, 'issue must be at most 20000 characters'),
);

const revisionSeveritySchema = v.picklist(revisionSeverities, 'severity must be High, Medium or Low');
const revisionStatusSchema = v.picklist(revisionStatuses, 'status must be Post-Live QA, Final QA, Pre-Staging QA or Client Request');

export const createRevisionBody = v.object({
  fhid: idSchema('fhid'),
  issue: issueText,
  severity: v.optional(revisionSeveritySchema, 'Low'),
  /** Omitted means the caller's default (revisionRules.defaultRevisionStatus). */
  status: v.optional(revisionStatusSchema),
  /** Accepted for compatibility; the server derives the stored value from the caller's role. */
  verified: v.optional(flag),
  mentions: mentionsField,
});

export const listRevisionsQuery = v.object({
  fhid: idText('fhid'),
});

export const markRevisionFixedBody = v.object({
  issueId: idSchema('issueId'),
  fhid: idSchema('fhid'),
  fixed: flag,
  /** Accepted for compatibility; care's fix sets verified = fixed, anyone else's keeps it. */
  verified: v.optional(flag),
});

export const markRevisionVerifiedBody = v.object({
  issueId: idSchema('issueId'),
  fhid: idSchema('fhid'),
  verified: flag,
});

export const updateRevisionBody = v.object({
  issueId: idSchema('issueId'),
  issue: issueText,
  severity: revisionSeveritySchema,
  status: revisionStatusSchema,
});

export const deleteRevisionBody = v.object({ issueId: idSchema('issueId') });

/** One revision as every endpoint returns it. */
export const revisionSchema = v.object({
  id: v.number(),
  issue: v.string(),
  severity: revisionSeveritySchema,
  status: revisionStatusSchema,
  fixed: v.boolean(),
  verified: v.boolean(),
  user_id: v.nullable(v.number()),
  user_name: v.nullable(v.string()),
  user_image: v.nullable(v.string()),
  created_at: v.string(),
});
export type Revision = v.InferOutput<typeof revisionSchema>;

export const revisionListSchema = v.array(revisionSchema);

export const deletedRevisionSchema = v.object({ id: v.number() });
