import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import { activeTab, sameRequest, siteListRequest, withPage, withTab, type ListSearch } from '../../../domain/siteList/listSearch';
import { siteListMachine } from '../../../machines/siteList/siteList.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { BulkActionsScope } from '../bulkActions/BulkActionsScope';
import { BulkBar } from '../bulkActions/BulkBar';
import { useListShortcuts } from '../keyboard/useListShortcuts';
import { SavedViewTabs } from '../savedViews/SavedViewTabs';
import { ExportButton } from '../siteExport/ExportButton';
import { SiteListFilters } from './SiteListFilters';
import { SiteListPagination } from './SiteListPagination';
import { SiteListTable } from './SiteListTable';
import { StatsCards } from './StatsCards';

export type SiteListViewProps = {
  screen: ListScreen;
  /** The filters and page, as the URL holds them. */
  search: ListSearch;
  /** Writes the filters and page back to the URL: replace while typing, push for everything else. */
  onSearchChange: (next: ListSearch, how: { replace: boolean }) => void;
};

/**
 * Every site-list screen (part 1 §2): the filter bar, the table and pagination of one screen
 * definition, driven by siteListMachine. The URL is the source of the filters; the view turns a
 * changed URL into FILTERS_CHANGED or PAGE_CHANGED.
 */
export function SiteListView({ screen, search, onSearchChange }: SiteListViewProps) {
  const viewer = useViewer();
  const request = siteListRequest(screen, viewer, search);
  const [snapshot, send, actorRef] = useWorkflowMachine('siteList', siteListMachine, { input: { request } });

  useEffect(() => {
    const running = actorRef.getSnapshot().context.request;
    if (sameRequest(running, request)) return;
    if (sameRequest({ ...running, page: request.page }, request)) send({ type: 'PAGE_CHANGED', page: request.page });
    else send({ type: 'FILTERS_CHANGED', request });
  });

  const refresh = useCallback(() => send({ type: 'REFRESH' }), [send]);
  const siteChanged = useCallback(
    (id: number, changes: Partial<SiteRow>) => send({ type: 'SITE_UPDATED', id, changes }),
    [send],
  );

  const { rows, totalSites } = snapshot.context;
  const tab = activeTab(screen, search);
  const shownRows = snapshot.matches('loading') ? null : snapshot.matches('error') ? [] : rows;

  // The keyboard's hook point for the selection: x toggles the focused row here until the bulk
  // actions' selection takes this over.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const onSelectRow = useCallback(
    (row: SiteRow) =>
      setSelectedIds((selected) => {
        const next = new Set(selected);
        if (!next.delete(row.id)) next.add(row.id);
        return next;
      }),
    [],
  );
  const navigate = useNavigate();
  const searchRef = useRef<HTMLInputElement>(null);
  const focusedIndex = useListShortcuts({
    rows: shownRows,
    searchRef,
    onOpen: (row) => void navigate({ to: '/sites/id/$id', params: { id: String(row.id) }, state: { site: row } }),
    onSelect: onSelectRow,
  });

  return (
    <Stack gap="md" aria-busy={snapshot.matches('refreshing')}>
      <Title order={2}>{screen.heading ?? screen.title}</Title>
      {screen.withStats && <StatsCards />}
      <SavedViewTabs key={screen.id} screen={screen} search={search} onSearchChange={onSearchChange} />
      {tab && (
        <Tabs value={tab.value} onChange={(value) => value && onSearchChange(withTab(search, value), { replace: false })}>
          <Tabs.List>
            {screen.tabs.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <BulkActionsScope request={request} pageIds={rows.map((row) => row.id)} totalSites={totalSites} onApplied={refresh}>
        <Group justify="space-between" align="flex-end">
          <SiteListFilters screen={screen} search={search} onSearchChange={onSearchChange} searchRef={searchRef} />
          <ExportButton screen={screen.id} request={request} />
        </Group>
        <BulkBar />
        {snapshot.matches('error') && (
          <Alert color="red" title="The sites could not be loaded.">
            <Button size="xs" variant="light" color="red" onClick={refresh}>
              Try again
            </Button>
          </Alert>
        )}
        <SiteListTable
          screen={screen}
          rows={shownRows}
          onAssigned={refresh}
          onSiteChanged={siteChanged}
          focusedIndex={focusedIndex}
          selectedIds={selectedIds}
        />
        {(snapshot.matches('loaded') || snapshot.matches('refreshing') || snapshot.matches('empty')) && (
          <SiteListPagination
            page={snapshot.context.request.page}
            totalSites={totalSites}
            onPageChange={(page) => onSearchChange(withPage(search, page), { replace: false })}
          />
        )}
      </BulkActionsScope>
    </Stack>
  );
}
