import { Alert, Box, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import {
  activeTab,
  isLaunchOrdered,
  sameRequest,
  siteListRequest,
  sortOf,
  withPage,
  withSort,
  withTab,
  type ListSearch,
} from '../../../domain/siteList/listSearch';
import { siteListMachine } from '../../../machines/siteList/siteList.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { BulkActionsScope } from '../bulkActions/BulkActionsScope';
import { BulkBar } from '../bulkActions/BulkBar';
import { SavedViewTabs } from '../savedViews/SavedViewTabs';
import { ExportButton } from '../siteExport/ExportButton';
import { SiteListEmpty } from './SiteListEmpty';
import { MyWeekCards } from './MyWeekCards';
import { SiteListFilters } from './SiteListFilters';
import { SiteListPagination } from './SiteListPagination';
import { SiteListRows } from './SiteListRows';
import { StatsCards } from './StatsCards';

export type SiteListViewProps = {
  screen: ListScreen;
  /** The filters and page, as the URL holds them. */
  search: ListSearch;
  /** Writes the filters and page back to the URL: replace while typing, push for everything else. */
  onSearchChange: (next: ListSearch, how: { replace: boolean }) => void;
  /** Shown under the heading, above the filters (the Launch Schedule's calendar). */
  aside?: ReactNode;
};

/**
 * Every site-list screen (part 1 §2): the filter bar, the table and pagination of one screen
 * definition, driven by siteListMachine. The URL is the source of the filters; the view turns a
 * changed URL into FILTERS_CHANGED or PAGE_CHANGED.
 */
export function SiteListView({ screen, search, onSearchChange, aside }: SiteListViewProps) {
  const viewer = useViewer();
  // The day 'This week' and its card's list are placed by: the browser's, as the launch calendar's today.
  const today = dayjs().format('YYYY-MM-DD');
  const request = siteListRequest(screen, viewer, search, today);
  const [snapshot, send, actorRef] = useWorkflowMachine('siteList', siteListMachine, { input: { request } });

  useEffect(() => {
    const running = actorRef.getSnapshot().context.request;
    if (sameRequest(running, request)) return;
    if (sameRequest({ ...running, page: request.page }, request)) send({ type: 'PAGE_CHANGED', page: request.page });
    else send({ type: 'FILTERS_CHANGED', request });
  });

  const refresh = useCallback(() => send({ type: 'REFRESH' }), [send]);
  const siteChanged = useCallback((id: number, changes: Partial<SiteRow>) => send({ type: 'SITE_UPDATED', id, changes }), [send]);

  const { rows, totalSites } = snapshot.context;
  const tab = activeTab(screen, search);
  const shownRows = snapshot.matches('loading') ? null : snapshot.matches('error') ? [] : rows;
  // A page of rows is the list's heaviest render (each row's controls and machines): deferred, React
  // renders it in slices between which the browser stays responsive, instead of one long task.
  const deferredRows = useDeferredValue(shownRows);

  // The search box, for the '/' key.
  const searchRef = useRef<HTMLInputElement>(null);
  // Below Mantine's sm breakpoint (768 px) a site is a card and the filters sit in a drawer.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  return (
    <Stack gap="md" aria-busy={snapshot.matches({ loaded: 'rereading' })}>
      <Title order={1}>{screen.heading ?? screen.title}</Title>
      {aside}
      {screen.withStats && (
        <MyWeekCards search={search} onSearchChange={onSearchChange} today={today} siteIds={rows.map((row) => row.id)} />
      )}
      {screen.withStats && <StatsCards search={search} onSearchChange={onSearchChange} />}
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
      <BulkActionsScope request={request} pageSites={rows} totalSites={totalSites} onApplied={refresh}>
        {/* The filters take the row (a phone: the whole line) and the export keeps to its end. */}
        <Group justify="space-between" align="flex-end" wrap={phone ? 'wrap' : 'nowrap'}>
          <Box flex={phone ? '1 0 100%' : 1} miw={0}>
            <SiteListFilters screen={screen} search={search} onSearchChange={onSearchChange} searchRef={searchRef} compact={phone} />
          </Box>
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
        {snapshot.matches('empty') && (
          <SiteListEmpty
            screen={screen}
            search={search}
            launchOrdered={isLaunchOrdered(screen, viewer, search)}
            onSearchChange={onSearchChange}
          />
        )}
        {!snapshot.matches('empty') && (
          <SiteListRows
            screen={screen}
            rows={deferredRows}
            phone={phone}
            onAssigned={refresh}
            onSiteChanged={siteChanged}
            sort={sortOf(search)}
            onSort={(key) => onSearchChange(withSort(search, key), { replace: false })}
            searchRef={searchRef}
          />
        )}
        {/* Under the rows it follows: shown with them, it would be pushed down when they appear. */}
        {snapshot.matches('loaded') && deferredRows !== null && (
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
