import { assignmentActors } from '../api/assignment.api';
import { goLiveActors } from '../api/goLive.api';
import { launchScheduleActors } from '../api/launchSchedule.api';
import { logActors } from '../api/log.api';
import { lookupsActors } from '../api/lookups.api';
import { markCoachedActors } from '../api/markCoached.api';
import { outboxActors } from '../api/outbox.api';
import { settingsActors } from '../api/settings.api';
import { revisionsActors } from '../api/revisions.api';
import { scrapeRequestsActors } from '../api/scrapeRequests.api';
import { signInActors } from '../api/signIn.api';
import { siteChecklistActors } from '../api/siteChecklist.api';
import { siteDetailActors } from '../api/siteDetail.api';
import { siteEditorActors } from '../api/siteEditor.api';
import { siteListActors } from '../api/siteList.api';
import { domainProxyActors } from '../api/domainProxy.api';
import { domainRequestActors } from '../api/domainRequest.api';
import { domainSearchActors } from '../api/domainSearch.api';
import { scrapeRecordsActors } from '../api/scrapeRecords.api';
import { scrapeTasksActors } from '../api/scrapeTasks.api';
import { builderLinkActors } from '../api/builderLink.api';
import { builderProjectActors } from '../api/builderProject.api';
import { intakeActors } from '../api/intake.api';
import { intakeSecretsActors } from '../api/intakeSecrets.api';
import { siteNotesActors } from '../api/siteNotes.api';
import { siteStatusActors } from '../api/siteStatus.api';
import { stagingActors } from '../api/staging.api';
import { pageSeoActors } from '../api/pageSeo.api';
import { subscriberImportActors } from '../api/subscriberImport.api';
import { siteBackupActors } from '../api/siteBackup.api';
import { commandPaletteActors } from '../api/commandPalette.api';
import { acceptInvitationActors, peopleActors } from '../api/people.api';
import { auditActors } from '../api/audit.api';
import { savedViewsActors } from '../api/savedViews.api';
import { profileActors } from '../api/profile.api';
import { passwordResetActors } from '../api/passwordReset.api';
import { bulkActionsActors } from '../api/bulkActions.api';
import { secondFactorActors } from '../api/secondFactor.api';
import { inboxActors } from '../api/inbox.api';
import { insightsActors } from '../api/insights.api';
import type { WorkflowActors } from '../wiring/workflowActors';

/** Every workflow's real actors, on the HTTP API: what the app provides to its views (src/app/App.tsx). */
export const apiWorkflowActors: WorkflowActors = {
  assignment: assignmentActors,
  goLive: goLiveActors,
  launchSchedule: launchScheduleActors,
  log: logActors,
  lookups: lookupsActors,
  markCoached: markCoachedActors,
  outbox: outboxActors,
  settings: settingsActors,
  revisions: revisionsActors,
  scrapeRequests: scrapeRequestsActors,
  signIn: signInActors,
  siteChecklist: siteChecklistActors,
  siteDetail: siteDetailActors,
  siteEditor: siteEditorActors,
  siteList: siteListActors,
  siteNotes: siteNotesActors,
  siteStatus: siteStatusActors,
  staging: stagingActors,
  pageSeo: pageSeoActors,
  subscriberImport: subscriberImportActors,
  siteBackup: siteBackupActors,
  domainSearch: domainSearchActors,
  domainRequest: domainRequestActors,
  domainProxy: domainProxyActors,
  scrapeTasks: scrapeTasksActors,
  scrapeRecords: scrapeRecordsActors,
  intake: intakeActors,
  builderProject: builderProjectActors,
  builderLink: builderLinkActors,
  intakeSecrets: intakeSecretsActors,
  commandPalette: commandPaletteActors,
  savedViews: savedViewsActors,
  bulkActions: bulkActionsActors,
  secondFactor: secondFactorActors,
  people: peopleActors,
  audit: auditActors,
  acceptInvitation: acceptInvitationActors,
  profile: profileActors,
  passwordReset: passwordResetActors,
  inbox: inboxActors,
  insights: insightsActors,
};
