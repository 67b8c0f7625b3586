import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AssignmentActors } from '../../machines/assignment/assignment.actors';
import type { GoLiveActors } from '../../machines/goLive/goLive.actors';
import type { LaunchScheduleActors } from '../../machines/launchSchedule/launchSchedule.actors';
import type { LogActors } from '../../machines/log/log.actors';
import type { LookupsActors } from '../../machines/lookups/lookups.actors';
import type { MarkCoachedActors } from '../../machines/markCoached/markCoached.actors';
import type { OutboxActors } from '../../machines/outbox/outbox.actors';
import type { RevisionsActors } from '../../machines/revisions/revisions.actors';
import type { ScrapeRequestsActors } from '../../machines/scrapeRequests/scrapeRequests.actors';
import type { SignInActors } from '../../machines/signIn/signIn.actors';
import type { SiteChecklistActors } from '../../machines/siteChecklist/siteChecklist.actors';
import type { SiteEditorActors } from '../../machines/siteEditor/siteEditor.actors';
import type { SiteListActors } from '../../machines/siteList/siteList.actors';
import type { SiteNotesActors } from '../../machines/siteNotes/siteNotes.actors';
import type { SiteStatusActors } from '../../machines/siteStatus/siteStatus.actors';
import type { StagingActors } from '../../machines/staging/staging.actors';

/**
 * The actors of every workflow, by the workflow's name (docs/conventions.md): the contract each
 * machine declares in `machines/<workflow>/<workflow>.actors.ts`. The app provides the real ones
 * (src/app/apiWorkflowActors.ts, built on src/api); tests and stories provide stubs for the
 * workflows they render.
 */
export interface WorkflowActors {
  assignment: AssignmentActors;
  goLive: GoLiveActors;
  launchSchedule: LaunchScheduleActors;
  log: LogActors;
  lookups: LookupsActors;
  markCoached: MarkCoachedActors;
  outbox: OutboxActors;
  revisions: RevisionsActors;
  scrapeRequests: ScrapeRequestsActors;
  signIn: SignInActors;
  siteChecklist: SiteChecklistActors;
  siteEditor: SiteEditorActors;
  siteList: SiteListActors;
  siteNotes: SiteNotesActors;
  siteStatus: SiteStatusActors;
  staging: StagingActors;
}

export type WorkflowName = keyof WorkflowActors;

const WorkflowActorsContext = createContext<Partial<WorkflowActors>>({});

/** Provides actors to every view below; an inner provider overrides the workflows it names. */
export function WorkflowActorsProvider({ actors, children }: { actors: Partial<WorkflowActors>; children: ReactNode }) {
  const outer = useContext(WorkflowActorsContext);
  const merged = useMemo(() => ({ ...outer, ...actors }), [outer, actors]);
  return <WorkflowActorsContext.Provider value={merged}>{children}</WorkflowActorsContext.Provider>;
}

/** The actors of one workflow; a view rendered without them is a wiring mistake and fails loudly. */
export function useWorkflowActors<TName extends WorkflowName>(name: TName): WorkflowActors[TName] {
  const actors = useContext(WorkflowActorsContext)[name];
  if (!actors) throw new Error(`No actors provided for the ${name} workflow: wrap the view in <WorkflowActorsProvider>`);
  return actors;
}
