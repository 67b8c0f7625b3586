import { builderLinkActors } from '../api/builderLink.api';
import { builderProjectActors } from '../api/builderProject.api';
import { intakeActors } from '../api/intake.api';
import { siteNotesActors } from '../api/siteNotes.api';
import type { WorkflowActors } from '../wiring/workflowActors';

/** Every workflow's real actors, on the HTTP API: what the app provides to its views (src/app/App.tsx). */
export const apiWorkflowActors: WorkflowActors = {
  siteNotes: siteNotesActors,
  intake: intakeActors,
  builderProject: builderProjectActors,
  builderLink: builderLinkActors,
};
