import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { can } from '../../../domain/permissions';
import { sameRequest, type SiteListRequest } from '../../../domain/siteList/listSearch';
import { bulkActionsMachine, type BulkActionsEvent } from '../../../machines/bulkActions/bulkActions.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** What the bar needs of a site it has seen on a page: its name for the report, its status for the choices. */
export type BulkSite = Pick<SiteRow, 'id' | 'name' | 'launcher_label'>;

export interface BulkSelection {
  snapshot: SnapshotFrom<typeof bulkActionsMachine>;
  send: (event: BulkActionsEvent) => void;
  /** The ids of the rows on the page shown, in order: the ranges and the page checkbox work on them. */
  pageIds: number[];
  /** Every site shown on a page of this list so far, by id (a selection spans pages). */
  knownSites: ReadonlyMap<number, BulkSite>;
  /** Rows matching the filters over all pages. */
  totalSites: number;
}

const BulkSelectionContext = createContext<BulkSelection | null>(null);

/** The selection of the list around the caller, or null where rows cannot be selected (no scope, or a role without bulk actions). */
export const useBulkSelection = (): BulkSelection | null => useContext(BulkSelectionContext);

type Props = {
  request: SiteListRequest;
  /** The rows on the page shown, in order: the ranges and the page checkbox work on them. */
  pageSites: readonly BulkSite[];
  totalSites: number;
  /** After a bulk change was applied: the list reads its page again. */
  onApplied: () => void;
  children: ReactNode;
};

/**
 * Rows of the list below can be selected and changed in bulk, for the roles that may take a bulk
 * action at all; for the others the list stays as it was (no checkboxes, no bar).
 */
export function BulkActionsScope(props: Props) {
  const { role } = useViewer();
  return can(role, 'bulkEditSites') ? <SelectionScope {...props} /> : props.children;
}

/**
 * Runs the selection and bulk-action machine for one list (issue 19) and gives it to the row
 * checkboxes and the bulk bar below. The selection lives across pages; a change of the filters
 * drops it, since it was of other rows.
 */
function SelectionScope({ request, pageSites, totalSites, onApplied, children }: Props) {
  const [snapshot, send, actorRef] = useWorkflowMachine('bulkActions', bulkActionsMachine, { input: { request } });
  const knownSites = useRef(new Map<number, BulkSite>()).current;
  // The latest page wins: a re-read after a change brings the sites' new statuses.
  for (const site of pageSites) knownSites.set(site.id, site);
  const pageIds = pageSites.map((site) => site.id);

  useEffect(() => {
    const running = actorRef.getSnapshot().context.request;
    if (!sameRequest({ ...running, page: request.page }, request)) send({ type: 'FILTERS_CHANGED', request });
  });

  const reported = snapshot.matches('reported');
  useEffect(() => {
    if (reported) onApplied();
  }, [reported, onApplied]);

  return (
    <BulkSelectionContext.Provider value={{ snapshot, send, pageIds, knownSites, totalSites }}>{children}</BulkSelectionContext.Provider>
  );
}
