import { fromCallback } from 'xstate';
import type { builderProjectEndpoints } from '../../domain/api/builderProject.endpoints';
import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import type { intakeEndpoints } from '../../domain/api/intake.endpoints';
import type { Firm } from '../../domain/api/intake.schema';
import type { TemplateSummary as Template } from '../../domain/api/integrations.schema';
import { builderProjectTexts } from '../../domain/builderProject/builderProjectSteps';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';

export type CreateDetails = { firm: Firm; templates: Template[] };
type StartProject = typeof builderProjectEndpoints.create;

/** What watching a create sends the machine: each step as it starts, then done or failed. */
export type ProjectProgressEvent =
  { type: 'PROGRESS'; message: string } | { type: 'PROJECT_DONE' } | { type: 'PROJECT_FAILED'; message: string };

/**
 * The contract of the create page's actors (part 2 §2.5, §7): the firm and the template gallery,
 * the start of the job (POST /api/sites/create/{id}), and its progress on the live channel
 * 'launch:<launchId>' (re-read from GET /api/builderProjects/{launchId} once subscribed).
 */
export const unprovidedBuilderProjectActors = {
  /** The firm (GET /api/sites/search) and the template gallery (GET /api/templates) at once. */
  loadDetails: unprovided<CreateDetails, EndpointInput<typeof intakeEndpoints.searchFirm>>('builderProject', 'loadDetails'),
  /** The create's endpoint without its launchId, which the actor makes for each start. */
  startProject: unprovided<EndpointOutput<StartProject>, Omit<EndpointInput<StartProject>, 'launchId'>>('builderProject', 'startProject'),
  watchProject: fromCallback<ProjectProgressEvent, { launchId: string }>(() => {
    throw new Error('builderProject machine: the watchProject actor was not provided');
  }),
};

export type BuilderProjectActors = typeof unprovidedBuilderProjectActors;

/** Part 2 §8's toasts. */
export const builderProjectNotices = {
  detailsFailed: (fhid: number): Notice => ({ tone: 'error', message: builderProjectTexts.detailsFailed(fhid) }),
  createFailed: { tone: 'error', message: 'Error creating new project' },
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
