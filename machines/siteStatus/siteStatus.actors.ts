import { fromPromise } from 'xstate';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import type { StatusAction } from './statusActions';

/**
 * The contract of the status action machine's one actor: the route of the chosen action
 * (POST /qa, /live, /lost, /transition, /status, or DELETE for a test site). It resolves with the
 * server's answer (null for a deletion, which answers nothing) and rejects when the call failed;
 * a refusal the server explained rejects with StatusActionRefused, whose text the toast shows.
 */
export type RunStatusActionInput = { siteId: number; action: StatusAction };

export type RunStatusAction = (input: RunStatusActionInput) => Promise<SiteStatusChange | null>;

export class StatusActionRefused extends Error {
  override name = 'StatusActionRefused';
}

export const runStatusActionLogic = (run: RunStatusAction) =>
  fromPromise<SiteStatusChange | null, RunStatusActionInput>(({ input }) => run(input));

/** Placeholder that makes a missing `provide` fail loudly. */
export const unprovidedRunStatusAction = runStatusActionLogic(() =>
  Promise.reject(new Error('siteStatusMachine: provide the runAction actor')),
);
