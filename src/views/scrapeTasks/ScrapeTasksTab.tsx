import { Alert, Anchor, Button, Code, Group, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { scrapeTaskTypes, type ListScrapeTasksQuery } from '../../../domain/api/scrapeTasks.schema';
import { can } from '../../../domain/permissions';
import { scrapeProviders } from '../../../domain/scrapeTasks/scrapeProviders';
import { scrapeTaskStatuses } from '../../../domain/scrapeTasks/scrapeTaskStatus';
import {
  scrapesSearchSchema,
  tasksQueryOf,
  withoutTaskFilters,
  withTaskFilters,
  withTaskPage,
  type ScrapesSearch,
} from '../../../domain/scrapeTasks/taskSearch';
import { scrapeTasksMachine } from '../../../machines/scrapeTasks/scrapeTasks.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { useViewer } from '../../wiring/viewer';
import { RecordStreamModal } from '../scrapeRecords/RecordStreamModal';
import { ScrapeTaskRowView } from './ScrapeTaskRowView';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

/** Part 2 §2.10: the search reloads 300 ms after the last keystroke. */
const searchDebounceMs = 300;

const columns = [
  'FHID',
  'Org ID',
  'Task ID',
  'Type',
  'Status',
  'Domain',
  'Provider',
  'Scheduled Date',
  'Scheduled Time',
  'Start Page',
  'End Page',
  'Actions',
];

/** What an empty list means, and what to do about it (issue 33: the bare 'No scrape tasks'). */
const emptyListText = (forOneSite: boolean, filtered: boolean): string => {
  if (filtered) return 'No scrape tasks match the search and filters. Clear filters to see every task.';
  if (forOneSite) return 'No scrape tasks for this site yet. A scrape started here shows in this list.';
  return "No scrape tasks yet. Scrapes are started from a site's Scrape tab.";
};

/**
 * The Scrape Tasks tab of /scrapes (part 2 §2.10): search (300 ms debounce), status, type and
 * provider filters, 'Clear filters', the table with three skeleton rows while loading, each row's
 * actions and menu, and the Result and Obituary Stream modals. Given a site, the same list of that
 * site's tasks (its Scrape tab). The search, filters and page live in the URL (each route validates
 * them with taskSearchSchema): a control navigates, and the machine follows the URL.
 */
export function ScrapeTasksTab({ siteId = null }: { siteId?: number | null }) {
  const viewer = useViewer();
  // The address's search read through the same schema whichever route this sits under (and in a
  // test's memory router), so the view has one type.
  const search = v.parse(scrapesSearchSchema, useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const go = (next: ScrapesSearch, replace = false) => void navigate({ to: '.', search: next as never, replace });
  const urlQuery = tasksQueryOf(search);
  const [snapshot, send] = useWorkflowMachine('scrapeTasks', scrapeTasksMachine, { input: { legacyFhid: siteId, query: urlQuery } });
  const { context } = snapshot;
  const { query } = context;

  // Back, Forward, a link or a control changed the URL: the list follows it. Read at that moment,
  // so the effect runs on URL changes only, not on the machine's own.
  const urlKey = JSON.stringify(urlQuery);
  const following = useRef({ running: query, send });
  following.current = { running: query, send };
  useEffect(() => {
    const { running, send: sendTo } = following.current;
    if (JSON.stringify(running) !== urlKey) sendTo({ type: 'QUERY_CHANGED', query: JSON.parse(urlKey) as ListScrapeTasksQuery });
  }, [urlKey]);

  // The box shows what is typed; the URL takes it 300 ms after the last keystroke, replacing the
  // history entry rather than pushing one per pause. A URL change under the box shows in it.
  const [typed, setTyped] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(typed, searchDebounceMs);
  const latest = useRef({ search, go });
  latest.current = { search, go };
  useEffect(() => setTyped(search.search ?? ''), [search.search]);
  useEffect(() => {
    const { search: current, go: navigateTo } = latest.current;
    if (debounced.trim() === (current.search ?? '').trim()) return;
    navigateTo(withTaskFilters(current, { search: debounced }), true);
  }, [debounced]);
  const pages = Math.max(1, Math.ceil(context.total / query.perPage));
  const selected = context.selected;

  return (
    <Stack gap="md">
      <Group align="end">
        <TextInput
          placeholder="Search..."
          aria-label="Search tasks"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={[...scrapeTaskStatuses]}
          value={query.status || null}
          onChange={(value) => go(withTaskFilters(search, { status: v.parse(scrapesSearchSchema.entries.status, value ?? undefined) }))}
        />
        <Select
          label="Type"
          placeholder="Any type"
          clearable
          data={[...scrapeTaskTypes]}
          value={query.type || null}
          onChange={(value) => go(withTaskFilters(search, { type: v.parse(scrapesSearchSchema.entries.type, value ?? undefined) }))}
        />
        <Select
          label="Provider"
          placeholder="Any provider"
          clearable
          data={scrapeProviders.map((provider) => ({ value: provider.value, label: provider.label }))}
          value={query.provider || null}
          onChange={(value) => go(withTaskFilters(search, { provider: v.parse(scrapesSearchSchema.entries.provider, value ?? undefined) }))}
        />
        <Anchor component="button" type="button" onClick={() => go(withoutTaskFilters(search))}>
          Clear filters
        </Anchor>
      </Group>
      {snapshot.matches({ list: 'error' }) ? (
        <Alert color="red" title="Unable to load scrape tasks">
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      ) : (
        // Narrow enough to fit a 1440 px screen with the sidebar open, every header whole (issue 33:
        // 'End Pag'); long ids and domains wrap instead. Narrower screens scroll the table.
        <Table.ScrollContainer
          minWidth={1100}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Scrape tasks' } }}
        >
          <Table
            aria-label="Scrape tasks"
            aria-busy={snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: { ready: 'rereading' } })}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {snapshot.matches({ list: 'loading' })
                ? [0, 1, 2].map((row) => (
                    <Table.Tr key={row} data-testid="skeleton-row">
                      {columns.map((column) => (
                        <Table.Td key={column}>
                          <Skeleton height={16} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : context.tasks.map((task) => (
                    <ScrapeTaskRowView
                      key={task._id}
                      task={task}
                      mayRevoke={can(viewer.role, 'revokeScrape')}
                      revoking={snapshot.matches({ revoke: 'revoking' }) && selected?._id === task._id}
                      onViewResult={() => send({ type: 'VIEW_RESULT', taskId: task._id })}
                      onRevoke={() => send({ type: 'REVOKE', taskId: task._id })}
                      onWatchStream={() => send({ type: 'WATCH_STREAM', taskId: task._id })}
                    />
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {snapshot.matches({ list: 'ready' }) && context.tasks.length === 0 && (
        <Text c="dimmed">
          {emptyListText(siteId !== null, Boolean(query.searchString || query.status || query.type || query.provider))}
        </Text>
      )}
      {pages > 1 && <Pagination total={pages} value={query.page} onChange={(page) => go(withTaskPage(search, page))} />}
      <Modal opened={snapshot.matches({ dialog: 'result' })} onClose={() => send({ type: 'CLOSE' })} title="Result" size="lg">
        <Code block>{selected?.result ? JSON.stringify(selected.result, null, 2) : ''}</Code>
      </Modal>
      <RecordStreamModal
        organizationId={snapshot.matches({ dialog: 'stream' }) ? (selected?.kwargs.organization_id ?? null) : null}
        onClose={() => send({ type: 'CLOSE' })}
      />
    </Stack>
  );
}
