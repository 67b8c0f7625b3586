import { useNavigate } from '@tanstack/react-router';
import type { RefObject } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import type { SiteSort, SiteSortKey } from '../../../domain/siteList/listSort';
import { useBulkSelection } from '../bulkActions/BulkActionsScope';
import { useListShortcuts } from '../keyboard/useListShortcuts';
import { SiteCardList } from './SiteCardList';
import { SiteListTable } from './SiteListTable';

type SiteListRowsProps = {
  screen: ListScreen;
  /** The rows, or null while the page loads. */
  rows: SiteRow[] | null;
  /** Below 768 px: one card per site instead of the table. */
  phone: boolean;
  onAssigned: () => void;
  onSiteChanged: (id: number, changes: Partial<SiteRow>) => void;
  sort: SiteSort | null;
  onSort: (key: SiteSortKey) => void;
  /** The list's search box, for '/'. */
  searchRef: RefObject<HTMLInputElement | null>;
};

/**
 * The list's rows with their keys (docs/decisions/0365): j/k focus a row, Enter opens it, and x
 * toggles it in the bulk actions' selection, the same selection its checkbox changes, so a row
 * chosen by key is one the bulk bar acts on. Roles without bulk actions have no selection, so x
 * does nothing for them. Lives inside the list's BulkActionsScope to reach that selection.
 */
export function SiteListRows({ screen, rows, phone, onAssigned, onSiteChanged, sort, onSort, searchRef }: SiteListRowsProps) {
  const navigate = useNavigate();
  const selection = useBulkSelection();
  const focusedIndex = useListShortcuts({
    rows,
    searchRef,
    onOpen: (row) => void navigate({ to: '/sites/id/$id', params: { id: String(row.id) }, state: { site: row } }),
    onSelect: (row) => {
      if (selection?.snapshot.matches('idle')) selection.send({ type: 'TOGGLE_ROW', id: row.id, range: false, pageIds: selection.pageIds });
    },
  });
  if (phone) return <SiteCardList screen={screen} rows={rows} onAssigned={onAssigned} onSiteChanged={onSiteChanged} />;
  return (
    <SiteListTable
      screen={screen}
      rows={rows}
      onAssigned={onAssigned}
      onSiteChanged={onSiteChanged}
      focusedIndex={focusedIndex}
      selectedIds={new Set(selection?.snapshot.context.selection.selected)}
      sort={sort}
      onSort={onSort}
    />
  );
}
