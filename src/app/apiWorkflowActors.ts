import { scrapeRecordsActors } from '../api/scrapeRecords.api';
import { scrapeTasksActors } from '../api/scrapeTasks.api';
import { siteNotesActors } from '../api/siteNotes.api';
import type { WorkflowActors } from '../wiring/workflowActors';

/** Every workflow's real actors, on the HTTP API: what the app provides to its views (src/app/App.tsx). */
export const apiWorkflowActors: WorkflowActors = {
  siteNotes: siteNotesActors,
  scrapeTasks: scrapeTasksActors,
  scrapeRecords: scrapeRecordsActors,
};
