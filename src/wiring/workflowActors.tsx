import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BuilderLinkActors } from '../../machines/builderLink/builderLink.actors';
import type { BuilderProjectActors } from '../../machines/builderProject/builderProject.actors';
import type { IntakeActors } from '../../machines/intake/intake.actors';
import type { SiteNotesActors } from '../../machines/siteNotes/siteNotes.actors';

/**
 * The actors of every workflow, by the workflow's name (docs/conventions.md): the contract each
 * machine declares in `machines/<workflow>/<workflow>.actors.ts`. The app provides the real ones
 * (src/app/apiWorkflowActors.ts, built on src/api); tests and stories provide stubs for the
 * workflows they render.
 */
export interface WorkflowActors {
  siteNotes: SiteNotesActors;
  intake: IntakeActors;
  builderProject: BuilderProjectActors;
  builderLink: BuilderLinkActors;
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
