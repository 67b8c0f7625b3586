import * as v from 'valibot';

/** GET /api/designers/{id}/stats: counts of that designer's sites (see domain/siteStats.ts). */
export const designerStatsSchema = v.object({
  design: v.number(),
  review: v.number(),
  staged: v.number(),
  live: v.number(),
});
export type DesignerStats = v.InferOutput<typeof designerStatsSchema>;

/** GET /api/aes/{id}/stats: counts of that account executive's sites. */
export const aeStatsSchema = v.object({
  inPipeline: v.number(),
  scheduled: v.number(),
  live: v.number(),
  lost: v.number(),
});
export type AeStats = v.InferOutput<typeof aeStatsSchema>;

/** GET /api/cares/stats: the QA queues over every site. */
export const careStatsSchema = v.object({
  preStage: v.number(),
  final: v.number(),
});
export type CareStats = v.InferOutput<typeof careStatsSchema>;
