import { Alert, Anchor, Button, Code, Group, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { scrapeTaskTypes } from '../../../domain/api/scrapeTasks.schema';
import { can } from '../../../domain/permissions';
import { scrapeProviders } from '../../../domain/scrapeTasks/scrapeProviders';
import { scrapeTaskStatuses } from '../../../domain/scrapeTasks/scrapeTaskStatus';
import { scrapeTasksMachine } from '../../../machines/scrapeTasks/scrapeTasks.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { useViewer } from '../../wiring/viewer';
import { RecordStreamModal } from '../scrapeRecords/RecordStreamModal';
import { ScrapeTaskRowView } from './ScrapeTaskRowView';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

const columns = ['FHID', 'Org ID', 'Task ID', 'Type', 'Status', 'Domain', 'Provider', 'Scheduled Date', 'Scheduled Time', 'Start Page', 'End Page', 'Actions'];

/**
 * The Scrape Tasks tab of /scrapes (part 2 §2.10): search (300 ms debounce), status, type and
 * provider filters, 'Clear filters', the table with three skeleton rows while loading, each row's
 * actions and menu, and the Result and Obituary Stream modals. Given a site, the same list of that
 * site's tasks (its Scrape tab).
 */
export function ScrapeTasksTab({ siteId = null }: { siteId?: number | null }) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('scrapeTasks', scrapeTasksMachine, { input: { legacyFhid: siteId } });
  const { context } = snapshot;
  const { query } = context;
  const pages = Math.max(1, Math.ceil(context.total / query.perPage));
  const selected = context.selected;

  return (
    <Stack gap="md">
      <Group align="end">
        <TextInput placeholder="Search..." aria-label="Search tasks" value={context.searchInput} onChange={(event) => send({ type: 'SEARCH', text: event.currentTarget.value })} />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={[...scrapeTaskStatuses]}
          value={query.status || null}
          onChange={(value) => send({ type: 'SET_FILTER', filter: { status: (value ?? '') } })}
        />
        <Select
          label="Type"
          placeholder="Any type"
          clearable
          data={[...scrapeTaskTypes]}
          value={query.type || null}
          onChange={(value) => send({ type: 'SET_FILTER', filter: { type: (value ?? '') } })}
        />
        <Select
          label="Provider"
          placeholder="Any provider"
          clearable
          data={scrapeProviders.map((provider) => ({ value: provider.value, label: provider.label }))}
          value={query.provider || null}
          onChange={(value) => send({ type: 'SET_FILTER', filter: { provider: value ?? '' } })}
        />
        <Anchor component="button" type="button" onClick={() => send({ type: 'CLEAR_FILTERS' })}>
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
        <Table.ScrollContainer minWidth={1533} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Scrape tasks' } }}>
          <Table aria-label="Scrape tasks" aria-busy={snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: { ready: 'rereading' } })}>
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
      {snapshot.matches({ list: 'ready' }) && context.tasks.length === 0 && <Text c="dimmed">No scrape tasks</Text>}
      {pages > 1 && <Pagination total={pages} value={query.page} onChange={(page) => send({ type: 'SET_PAGE', page })} />}
      <Modal opened={snapshot.matches({ dialog: 'result' })} onClose={() => send({ type: 'CLOSE' })} title="Result" size="lg">
        <Code block>{selected?.result ? JSON.stringify(selected.result, null, 2) : ''}</Code>
      </Modal>
      <RecordStreamModal organizationId={snapshot.matches({ dialog: 'stream' }) ? (selected?.kwargs.organization_id ?? null) : null} onClose={() => send({ type: 'CLOSE' })} />
    </Stack>
  );
}
