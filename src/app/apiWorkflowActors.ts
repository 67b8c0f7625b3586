import { domainProxyActors } from '../api/domainProxy.api';
import { domainRequestActors } from '../api/domainRequest.api';
import { domainSearchActors } from '../api/domainSearch.api';
import { siteNotesActors } from '../api/siteNotes.api';
import type { WorkflowActors } from '../wiring/workflowActors';

/** Every workflow's real actors, on the HTTP API: what the app provides to its views (src/app/App.tsx). */
export const apiWorkflowActors: WorkflowActors = {
  siteNotes: siteNotesActors,
  domainSearch: domainSearchActors,
  domainRequest: domainRequestActors,
  domainProxy: domainProxyActors,
};
