import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import type { AssigneeRole } from '../roles';

/**
 * The six assignment calls of part 1 §7. Each body has one field holding a user id, or null or
 * 'none' to unassign. Ids may come as numbers or digit strings (the pick lists hold either).
 */
const assigneeId = (field: string) =>
  v.union([v.null(), v.literal('none'), idSchema(field), idText(field)], "must be a user id, null or 'none'");

const bodyWith = <K extends string>(key: K) =>
  v.pipe(
    v.object({ [key]: assigneeId(key) } as Record<K, ReturnType<typeof assigneeId>>),
    v.transform((body): number | null => {
      const value = (body as Record<string, number | 'none' | null>)[key];
      return value === 'none' || value === null || value === undefined ? null : value;
    }),
  );

/** Path segment, body field and assignee role of each assignment route. */
export const assignmentRoutes = {
  assignDesigner: { role: 'designer', field: 'designerId' },
  assignFlorist: { role: 'florist', field: 'floristId' },
  assignAm: { role: 'am', field: 'amId' },
  assignSdr: { role: 'sdr', field: 'sdrId' },
  assignAe: { role: 'ae', field: 'aeId' },
  assignCares: { role: 'care', field: 'careId' },
} as const satisfies Record<string, { role: AssigneeRole; field: string }>;

export type AssignmentRoute = keyof typeof assignmentRoutes;

/** The body schema of an assignment route: parses to the user id, or null to unassign. */
export const assignmentBodySchema = (route: AssignmentRoute) => bodyWith(assignmentRoutes[route].field);

/** The answer: true, or a warning text the browser shows as a toast (nothing changed). */
export const assignmentResponseSchema = v.union([v.literal(true), v.string()]);
export type AssignmentResponse = v.InferOutput<typeof assignmentResponseSchema>;

/** The only warning: account managers are assigned on corporation 1 sites only. */
export const corporateSiteWarning = 'Corporate site';
