import * as v from 'valibot';

/** POST /api/sites/create/{id} (part 2 §7): the template and the id the browser watches the progress under. */
export const createBuilderProjectBody = v.object({
  template: v.pipe(
    v.string('template must be text'),
    v.trim(),
    v.nonEmpty('template is required'),
    v.maxLength(100, 'template must be at most 100 characters'),
  ),
  launchId: v.pipe(v.string('launchId must be text'), v.uuid('launchId must be a UUID')),
});
export type CreateBuilderProjectBody = v.InferOutput<typeof createBuilderProjectBody>;

/** The launchId whose progress to watch: the one sent, or the running create this one joined. */
export const builderProjectStartedSchema = v.object({ launchId: v.string(), joined: v.boolean() });
export type BuilderProjectStarted = v.InferOutput<typeof builderProjectStartedSchema>;

const builderProjectStatusSchema = v.picklist(['running', 'done', 'failed']);

/** The payload of a live 'builder_project_event' on 'launch:<launchId>'. */
export const builderProjectEventSchema = v.object({
  launchId: v.string(),
  siteId: v.number(),
  message: v.string(),
  status: builderProjectStatusSchema,
});
export type BuilderProjectEvent = v.InferOutput<typeof builderProjectEventSchema>;

/** GET /api/builderProjects/{launchId}: any text; one that is not a create's UUID is not found. */
export const launchIdParams = v.object({ launchId: v.string() });

/** GET /api/builderProjects/{launchId}: what a page that subscribed late re-reads. */
export const builderProjectStateSchema = v.object({
  launchId: v.string(),
  siteId: v.number(),
  status: builderProjectStatusSchema,
  stepsDone: v.array(v.string()),
  error: v.nullable(v.string()),
});
