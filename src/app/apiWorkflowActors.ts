import { goLiveActors } from '../api/goLive.api';
import { revisionsActors } from '../api/revisions.api';
import { siteChecklistActors } from '../api/siteChecklist.api';
import { signInActors } from '../api/signIn.api';
import { siteNotesActors } from '../api/siteNotes.api';
import { siteStatusActors } from '../api/siteStatus.api';
import { stagingActors } from '../api/staging.api';
import type { WorkflowActors } from '../wiring/workflowActors';

/** Every workflow's real actors, on the HTTP API: what the app provides to its views (src/app/App.tsx). */
export const apiWorkflowActors: WorkflowActors = {
  goLive: goLiveActors,
  revisions: revisionsActors,
  siteChecklist: siteChecklistActors,
  signIn: signInActors,
  siteNotes: siteNotesActors,
  siteStatus: siteStatusActors,
  staging: stagingActors,
};
