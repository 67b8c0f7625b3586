import * as v from 'valibot';

/** POST /api/sites/{id}/updateLastCoached. */
export const updateLastCoachedBodySchema = v.object({
  additionalNote: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000, 'additionalNote must be at most 5000 characters')), ''),
});

export const updateLastCoachedResponseSchema = v.object({
  last_coaching_session: v.string(),
  pretty_last_coaching_session: v.string(),
});
export type CoachingRecorded = v.InferOutput<typeof updateLastCoachedResponseSchema>;
