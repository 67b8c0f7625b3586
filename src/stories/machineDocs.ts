import type { AnyStateMachine } from 'xstate';
import { auditMachine } from '../../machines/audit/audit.machine';
import { assignmentMachine } from '../../machines/assignment/assignment.machine';
import { builderLinkMachine } from '../../machines/builderLink/builderLink.machine';
import { builderProjectMachine } from '../../machines/builderProject/builderProject.machine';
import { bulkActionsMachine } from '../../machines/bulkActions/bulkActions.machine';
import { commandPaletteMachine } from '../../machines/commandPalette/commandPalette.machine';
import { connectionMachine } from '../../machines/connection/connection.machine';
import { domainProxyMachine } from '../../machines/domainProxy/domainProxy.machine';
import { domainRequestMachine } from '../../machines/domainRequest/domainRequest.machine';
import { domainSearchMachine } from '../../machines/domainSearch/domainSearch.machine';
import { goLiveMachine } from '../../machines/goLive/goLive.machine';
import { insightsMachine } from '../../machines/insights/insights.machine';
import { intakeMachine } from '../../machines/intake/intake.machine';
import { inboxMachine } from '../../machines/inbox/inbox.machine';
import { notificationPreferencesMachine } from '../../machines/inbox/notificationPreferences.machine';
import { unreadBadgeMachine } from '../../machines/inbox/unreadBadge.machine';
import { intakeSecretsMachine } from '../../machines/intakeSecrets/intakeSecrets.machine';
import { dayLaunchesMachine } from '../../machines/launchSchedule/dayLaunches.machine';
import { launchCountsMachine } from '../../machines/launchSchedule/launchCounts.machine';
import { launchScheduleMachine } from '../../machines/launchSchedule/launchSchedule.machine';
import { logMachine } from '../../machines/log/log.machine';
import { lookupsMachine } from '../../machines/lookups/lookups.machine';
import { markCoachedMachine } from '../../machines/markCoached/markCoached.machine';
import { outboxMachine } from '../../machines/outbox/outbox.machine';
import { pageSeoMachine } from '../../machines/pageSeo/pageSeo.machine';
import { forgotPasswordMachine } from '../../machines/passwordReset/forgotPassword.machine';
import { resetPasswordMachine } from '../../machines/passwordReset/resetPassword.machine';
import { acceptInvitationMachine } from '../../machines/people/acceptInvitation.machine';
import { peopleMachine } from '../../machines/people/people.machine';
import { changePasswordMachine } from '../../machines/profile/changePassword.machine';
import { preferencesMachine } from '../../machines/profile/preferences.machine';
import { profileDetailsMachine } from '../../machines/profile/profileDetails.machine';
import { sessionsMachine } from '../../machines/profile/sessions.machine';
import { revisionMachine } from '../../machines/revisions/revision.machine';
import { revisionsMachine } from '../../machines/revisions/revisions.machine';
import { savedViewsMachine } from '../../machines/savedViews/savedViews.machine';
import { fakeObituariesMachine } from '../../machines/scrapeRecords/fakeObituaries.machine';
import { recordStreamMachine } from '../../machines/scrapeRecords/recordStream.machine';
import { scrapeRecordsMachine } from '../../machines/scrapeRecords/scrapeRecords.machine';
import { requestScrapeMachine } from '../../machines/scrapeRequests/requestScrape.machine';
import { scrapeRequestsMachine } from '../../machines/scrapeRequests/scrapeRequests.machine';
import { scrapeTasksMachine } from '../../machines/scrapeTasks/scrapeTasks.machine';
import { startScrapeMachine } from '../../machines/scrapeTasks/startScrape.machine';
import { secondFactorMachine } from '../../machines/secondFactor/secondFactor.machine';
import { settingsMachine } from '../../machines/settings/settings.machine';
import { settingsHistoryMachine } from '../../machines/settings/settingsHistory.machine';
import { signInMachine } from '../../machines/signIn/signIn.machine';
import { siteBackupMachine } from '../../machines/siteBackup/siteBackup.machine';
import { siteChecklistMachine } from '../../machines/siteChecklist/siteChecklist.machine';
import { addonToggleMachine } from '../../machines/siteDetail/addonToggle.machine';
import { contentLibrarySyncMachine } from '../../machines/siteDetail/contentLibrarySync.machine';
import { siteDetailMachine } from '../../machines/siteDetail/siteDetail.machine';
import { siteFieldEditMachine } from '../../machines/siteDetail/siteFieldEdit.machine';
import { siteEditorMachine } from '../../machines/siteEditor/siteEditor.machine';
import { siteLifecycleMachine } from '../../machines/siteLifecycle/siteLifecycle.machine';
import { myStatsMachine } from '../../machines/siteList/myStats.machine';
import { myWeekMachine } from '../../machines/siteList/myWeek.machine';
import { siteListMachine } from '../../machines/siteList/siteList.machine';
import { siteNotesMachine } from '../../machines/siteNotes/siteNotes.machine';
import { siteStatusMachine } from '../../machines/siteStatus/siteStatus.machine';
import { stagingMachine } from '../../machines/staging/staging.machine';
import { subscriberImportMachine } from '../../machines/subscriberImport/subscriberImport.machine';
import type { MachineNotes } from './notes/machineNotes';
import * as list from './notes/listNotes';
import * as other from './notes/otherScreenNotes';
import * as shell from './notes/shellNotes';
import * as signIn from './notes/signInNotes';
import * as site from './notes/sitePageNotes';
import type { ScreenKey } from './screenTitles';

export type MachineDoc = { machine: AnyStateMachine; notes: MachineNotes };

const doc = (machine: AnyStateMachine, notes: MachineNotes): MachineDoc => ({ machine, notes });

/**
 * Which machines a screen's docs page explains, by the screen's key (screenTitles.ts). Every
 * machine of machines/ is on exactly one page (machineDocs.test.ts); a machine with no view of its
 * own sits with the screen that uses it (the lifecycle with the status actions, the shared lists
 * with the shell, one revision with the Revisions tab).
 */
const machineDocs: Partial<Record<ScreenKey, MachineDoc[]>> = {
  signIn: [doc(signInMachine, signIn.signInNotes)],
  forgotPassword: [doc(forgotPasswordMachine, signIn.forgotPasswordNotes)],
  resetPassword: [doc(resetPasswordMachine, signIn.resetPasswordNotes)],
  acceptInvitation: [doc(acceptInvitationMachine, signIn.acceptInvitationNotes)],
  shell: [doc(lookupsMachine, shell.lookupsNotes)],
  userMenu: [doc(preferencesMachine, shell.preferencesNotes)],
  connection: [doc(connectionMachine, shell.connectionNotes)],
  commandPalette: [doc(commandPaletteMachine, shell.commandPaletteNotes)],
  unreadBadge: [doc(unreadBadgeMachine, shell.unreadBadgeNotes)],
  siteList: [doc(siteListMachine, list.siteListNotes), doc(myStatsMachine, list.myStatsNotes)],
  myWeek: [doc(myWeekMachine, list.myWeekNotes)],
  savedViews: [doc(savedViewsMachine, list.savedViewsNotes)],
  bulkActions: [doc(bulkActionsMachine, list.bulkActionsNotes)],
  assignment: [doc(assignmentMachine, list.assignmentNotes)],
  launchSchedule: [doc(launchScheduleMachine, list.launchScheduleNotes)],
  markCoached: [doc(markCoachedMachine, list.markCoachedNotes)],
  launchCalendar: [doc(launchCountsMachine, list.launchCountsNotes), doc(dayLaunchesMachine, list.dayLaunchesNotes)],
  siteDetail: [doc(siteDetailMachine, site.siteDetailNotes)],
  siteStatus: [doc(siteStatusMachine, site.siteStatusNotes), doc(siteLifecycleMachine, site.siteLifecycleNotes)],
  siteEditor: [doc(siteEditorMachine, site.siteEditorNotes)],
  goLive: [doc(goLiveMachine, site.goLiveNotes)],
  staging: [doc(stagingMachine, site.stagingNotes)],
  log: [doc(logMachine, site.logNotes)],
  siteFieldEdit: [doc(siteFieldEditMachine, site.siteFieldEditNotes)],
  addonToggle: [doc(addonToggleMachine, site.addonToggleNotes)],
  contentLibrarySync: [doc(contentLibrarySyncMachine, site.contentLibrarySyncNotes)],
  intakeSecrets: [doc(intakeSecretsMachine, site.intakeSecretsNotes)],
  siteNotes: [doc(siteNotesMachine, site.siteNotesNotes)],
  revisions: [doc(revisionsMachine, site.revisionsNotes), doc(revisionMachine, site.revisionNotes)],
  siteChecklist: [doc(siteChecklistMachine, site.siteChecklistNotes)],
  scrapeRequests: [doc(scrapeRequestsMachine, site.scrapeRequestsNotes)],
  requestScrape: [doc(requestScrapeMachine, site.requestScrapeNotes)],
  scrapeTasks: [doc(scrapeTasksMachine, site.scrapeTasksNotes)],
  startScrape: [doc(startScrapeMachine, site.startScrapeNotes)],
  scrapeRecords: [doc(scrapeRecordsMachine, site.scrapeRecordsNotes)],
  recordStream: [doc(recordStreamMachine, site.recordStreamNotes)],
  fakeObituaries: [doc(fakeObituariesMachine, site.fakeObituariesNotes)],
  domainRequest: [doc(domainRequestMachine, site.domainRequestNotes)],
  domainProxy: [doc(domainProxyMachine, site.domainProxyNotes)],
  siteBackup: [doc(siteBackupMachine, site.siteBackupNotes)],
  subscriberImport: [doc(subscriberImportMachine, site.subscriberImportNotes)],
  intake: [doc(intakeMachine, other.intakeNotes)],
  builderProject: [doc(builderProjectMachine, other.builderProjectNotes)],
  builderLink: [doc(builderLinkMachine, other.builderLinkNotes)],
  pageSeo: [doc(pageSeoMachine, other.pageSeoNotes)],
  domainSearch: [doc(domainSearchMachine, other.domainSearchNotes)],
  outbox: [doc(outboxMachine, other.outboxNotes)],
  inbox: [doc(inboxMachine, other.inboxNotes)],
  notificationPreferences: [doc(notificationPreferencesMachine, other.notificationPreferencesNotes)],
  people: [doc(peopleMachine, other.peopleNotes)],
  settings: [doc(settingsMachine, other.settingsNotes), doc(settingsHistoryMachine, other.settingsHistoryNotes)],
  audit: [doc(auditMachine, other.auditNotes)],
  insights: [doc(insightsMachine, other.insightsNotes)],
  profileDetails: [doc(profileDetailsMachine, other.profileDetailsNotes)],
  changePassword: [doc(changePasswordMachine, other.changePasswordNotes)],
  secondFactor: [doc(secondFactorMachine, other.secondFactorNotes)],
  sessions: [doc(sessionsMachine, other.sessionsNotes)],
};

export const machineDocsOf = (key: ScreenKey): MachineDoc[] => machineDocs[key] ?? [];

/** Every screen's machines, for the test that each machine has its page and each state its sentence. */
export const allMachineDocs = (): [ScreenKey, MachineDoc[]][] => Object.entries(machineDocs) as [ScreenKey, MachineDoc[]][];
