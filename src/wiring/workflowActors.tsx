import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AssignmentActors } from '../../machines/assignment/assignment.actors';
import type { GoLiveActors } from '../../machines/goLive/goLive.actors';
import type { LaunchScheduleActors } from '../../machines/launchSchedule/launchSchedule.actors';
import type { LogActors } from '../../machines/log/log.actors';
import type { LookupsActors } from '../../machines/lookups/lookups.actors';
import type { MarkCoachedActors } from '../../machines/markCoached/markCoached.actors';
import type { OutboxActors } from '../../machines/outbox/outbox.actors';
import type { SettingsActors } from '../../machines/settings/settings.actors';
import type { RevisionsActors } from '../../machines/revisions/revisions.actors';
import type { ScrapeRequestsActors } from '../../machines/scrapeRequests/scrapeRequests.actors';
import type { SignInActors } from '../../machines/signIn/signIn.actors';
import type { SecondFactorActors } from '../../machines/secondFactor/secondFactor.actors';
import type { SiteChecklistActors } from '../../machines/siteChecklist/siteChecklist.actors';
import type { SiteDetailActors } from '../../machines/siteDetail/siteDetail.actors';
import type { SiteEditorActors } from '../../machines/siteEditor/siteEditor.actors';
import type { SiteListActors } from '../../machines/siteList/siteList.actors';
import type { DomainProxyActors } from '../../machines/domainProxy/domainProxy.actors';
import type { DomainRequestActors } from '../../machines/domainRequest/domainRequest.actors';
import type { DomainSearchActors } from '../../machines/domainSearch/domainSearch.actors';
import type { ScrapeRecordsActors } from '../../machines/scrapeRecords/scrapeRecords.actors';
import type { ScrapeTasksActors } from '../../machines/scrapeTasks/scrapeTasks.actors';
import type { BuilderLinkActors } from '../../machines/builderLink/builderLink.actors';
import type { BuilderProjectActors } from '../../machines/builderProject/builderProject.actors';
import type { IntakeActors } from '../../machines/intake/intake.actors';
import type { IntakeSecretsActors } from '../../machines/intakeSecrets/intakeSecrets.actors';
import type { SiteNotesActors } from '../../machines/siteNotes/siteNotes.actors';
import type { SiteStatusActors } from '../../machines/siteStatus/siteStatus.actors';
import type { StagingActors } from '../../machines/staging/staging.actors';
import type { PageSeoActors } from '../../machines/pageSeo/pageSeo.actors';
import type { SubscriberImportActors } from '../../machines/subscriberImport/subscriberImport.actors';
import type { SiteBackupActors } from '../../machines/siteBackup/siteBackup.actors';
import type { CommandPaletteActors } from '../../machines/commandPalette/commandPalette.actors';
import type { SavedViewsActors } from '../../machines/savedViews/savedViews.actors';
import type { BulkActionsActors } from '../../machines/bulkActions/bulkActions.actors';
import type { PeopleActors } from '../../machines/people/people.actors';
import type { AuditActors } from '../../machines/audit/audit.actors';
import type { AcceptInvitationActors } from '../../machines/people/acceptInvitation.actors';
import type { ProfileActors } from '../../machines/profile/profile.actors';
import type { PasswordResetActors } from '../../machines/passwordReset/passwordReset.actors';
import type { InboxActors } from '../../machines/inbox/inbox.actors';
import type { InsightsActors } from '../../machines/insights/insights.actors';

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
  settings: SettingsActors;
  revisions: RevisionsActors;
  scrapeRequests: ScrapeRequestsActors;
  signIn: SignInActors;
  siteChecklist: SiteChecklistActors;
  siteDetail: SiteDetailActors;
  siteEditor: SiteEditorActors;
  siteList: SiteListActors;
  siteNotes: SiteNotesActors;
  siteStatus: SiteStatusActors;
  staging: StagingActors;
  pageSeo: PageSeoActors;
  subscriberImport: SubscriberImportActors;
  siteBackup: SiteBackupActors;
  domainSearch: DomainSearchActors;
  domainRequest: DomainRequestActors;
  domainProxy: DomainProxyActors;
  scrapeTasks: ScrapeTasksActors;
  scrapeRecords: ScrapeRecordsActors;
  intake: IntakeActors;
  builderProject: BuilderProjectActors;
  builderLink: BuilderLinkActors;
  intakeSecrets: IntakeSecretsActors;
  commandPalette: CommandPaletteActors;
  savedViews: SavedViewsActors;
  bulkActions: BulkActionsActors;
  secondFactor: SecondFactorActors;
  people: PeopleActors;
  acceptInvitation: AcceptInvitationActors;
  profile: ProfileActors;
  passwordReset: PasswordResetActors;
  audit: AuditActors;
  inbox: InboxActors;
  insights: InsightsActors;
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
