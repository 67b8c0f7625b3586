import { fromCallback } from 'xstate';
import type { BuilderProjectStarted } from '../../domain/api/builderProject.schema';
import type { Firm, Template } from '../../domain/api/intake.schema';
import { unprovided } from '../shared/unprovided';

export type CreateDetails = { firm: Firm; templates: Template[] };
export type StartProjectInput = { fhid: number; template: string };

/** What watching a create sends the machine: each step as it starts, then done or failed. */
export type ProjectProgressEvent = { type: 'PROGRESS'; message: string } | { type: 'PROJECT_DONE' } | { type: 'PROJECT_FAILED'; message: string };

/**
 * The contract of the create page's actors (part 2 §2.5, §7): the firm and the template gallery,
 * the start of the job (POST /api/sites/create/{id}), and its progress on the live channel
 * 'launch:<launchId>' (re-read from GET /api/builderProjects/{launchId} once subscribed).
 */
export const unprovidedBuilderProjectActors = {
  loadDetails: unprovided<CreateDetails, { fhid: number }>('builderProject', 'loadDetails'),
  startProject: unprovided<BuilderProjectStarted, StartProjectInput>('builderProject', 'startProject'),
  watchProject: fromCallback<ProjectProgressEvent, { launchId: string }>(() => {
    throw new Error('builderProject machine: the watchProject actor was not provided');
  }),
};

export type BuilderProjectActors = typeof unprovidedBuilderProjectActors;
