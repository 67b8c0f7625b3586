import * as v from 'valibot';
import { idSchema } from './id.schema';

const fhId = idSchema('fhId');

/** POST /api/sites/linkDuda (part 2 §2.4, §7). */
export const linkBuilderBody = v.object({
  dudaSite: v.pipe(
    v.string('dudaSite must be text'),
    v.trim(),
    v.nonEmpty('dudaSite is required'),
    v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'dudaSite must be a Duda site name'),
  ),
  fhId,
});
export type LinkBuilderBody = v.InferOutput<typeof linkBuilderBody>;

/** POST /api/sites/unlinkDuda. */
export const unlinkBuilderBody = v.object({ fhId });
export type UnlinkBuilderBody = v.InferOutput<typeof unlinkBuilderBody>;
