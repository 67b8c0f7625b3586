import { Alert, Anchor, Button, Group, Pagination, SegmentedControl, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ScrapeRequestRow, ScrapeRequestStatus } from '../../../domain/api/scrapeRequests.schema';
import { can } from '../../../domain/permissions';
import { notePreview } from '../../../domain/scrapeRequests/notePreview';
import { scrapeRequestTypeLabels } from '../../../domain/scrapeRequests/scrapeRequestTypes';
import { scrapeRequestsMachine } from '../../../machines/scrapeRequests/scrapeRequests.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Modal } from '../shared/overlays/Modal';

/** Part 2 §9: the scrape tables' page size and their three loading rows. */
const perPage = 20;
const skeletonRows = 3;
const columns = ['ID', 'Name', 'Type', 'Needed By', 'Note', 'Mark Complete', 'Actions'] as const;

const statusChoices: { value: ScrapeRequestStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'complete', label: 'Complete' },
];

/**
 * The Scrape Requests tab of /scrapes (part 2 §2.10): open or complete requests, a long note cut
 * with 'Read More', Mark Complete for the roles that may (others see '-'). Given a site, the
 * same list of that site's requests (its Scrape tab). A thin view of scrapeRequestsMachine.
 */
export function ScrapeRequestsTab({ siteId = null }: { siteId?: number | null }) {
  const { role } = useViewer();
  const [snapshot, send] = useWorkflowMachine('scrapeRequests', scrapeRequestsMachine, { input: { perPage, fhid: siteId } });
  const { status, page, rows, total, selected, note } = snapshot.context;
  const mayComplete = can(role, 'completeScrapeRequest');
  const loading = snapshot.matches('loading');
  const completing = snapshot.matches({ ready: 'completing' });

  const markCompleteCell = (row: ScrapeRequestRow) => {
    if (row.completed)
      return <Text size="sm">{`Completed by ${row.completed_by ?? 'a former user'} on ${row.pretty_completed_at ?? ''}`}</Text>;
    if (!mayComplete) return <Text size="sm">-</Text>;
    return (
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`Mark Complete: ${row.name}`}
        onClick={() => send({ type: 'MARK_COMPLETE', requestId: row.id })}
      >
        Mark Complete
      </Button>
    );
  };

  const noteCell = (row: ScrapeRequestRow) => {
    const preview = notePreview(row.note);
    return (
      <Text size="sm">
        {preview.text}{' '}
        {preview.cut && (
          <Anchor component="button" type="button" size="sm" onClick={() => send({ type: 'READ_MORE', requestId: row.id })}>
            Read More
          </Anchor>
        )}
      </Text>
    );
  };

  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        aria-label="Requests to show"
        data={statusChoices}
        value={status}
        onChange={(value) => {
          const choice = statusChoices.find((option) => option.value === value);
          if (choice) send({ type: 'SHOW_STATUS', status: choice.value });
        }}
      />
      {snapshot.matches('failed') ? (
        <Alert color="red" title="Unable to load scrape requests">
          <Button size="xs" variant="light" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      ) : (
        <Table.ScrollContainer
          minWidth={1000}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Scrape requests' } }}
        >
          <Table verticalSpacing="sm" aria-busy={loading || snapshot.matches({ ready: { live: 'rereading' } })}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading
                ? Array.from({ length: skeletonRows }, (_, index) => (
                    <Table.Tr key={index} aria-label="Loading request">
                      {columns.map((column) => (
                        <Table.Td key={column}>
                          <Skeleton height={14} radius="sm" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : rows.map((row) => (
                    <Table.Tr key={row.id} aria-label={`${row.name}: ${scrapeRequestTypeLabels[row.type]}`}>
                      <Table.Td>
                        <Anchor
                          size="sm"
                          renderRoot={(props) => <Link {...props} to="/sites/id/$id/scrape" params={{ id: String(row.fhid) }} />}
                        >
                          {row.fhid}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{scrapeRequestTypeLabels[row.type]}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.pretty_needed_before ?? '-'}</Text>
                      </Table.Td>
                      <Table.Td maw={360}>{noteCell(row)}</Table.Td>
                      <Table.Td>{markCompleteCell(row)}</Table.Td>
                      <Table.Td>
                        {row.url ? (
                          <Anchor href={`https://${row.url.replace(/^https?:\/\//, '')}`} target="_blank" rel="noreferrer" size="sm">
                            Old site
                          </Anchor>
                        ) : (
                          <Text size="sm">-</Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {snapshot.matches('ready') && rows.length === 0 && (
        <Text c="dimmed">{status === 'open' ? 'No open scrape requests' : 'No completed scrape requests'}</Text>
      )}
      {total > perPage && (
        <Pagination
          total={Math.ceil(total / perPage)}
          value={page}
          onChange={(next) => send({ type: 'GO_TO_PAGE', page: next })}
          disabled={loading}
          // The arrows are icons only: name them for screen readers (axe button-name).
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? 'Previous page'
                : control === 'next'
                  ? 'Next page'
                  : control === 'first'
                    ? 'First page'
                    : 'Last page',
          })}
        />
      )}

      <Modal
        opened={snapshot.matches({ ready: 'reading' })}
        onClose={() => send({ type: 'CLOSE' })}
        title={selected ? `Note: ${selected.name}` : 'Note'}
      >
        <Text style={{ whiteSpace: 'pre-wrap' }}>{selected?.note}</Text>
      </Modal>

      <Modal
        opened={snapshot.matches({ ready: 'confirming' }) || completing}
        onClose={() => send({ type: 'CLOSE' })}
        title={selected ? `Mark ${scrapeRequestTypeLabels[selected.type]} scrape complete for ${selected.name}` : 'Mark Complete'}
      >
        <Stack>
          <Text size="sm">{`Requested by ${selected?.requested_by ?? 'a former user'}`}</Text>
          <Textarea
            label="Additional note"
            rows={3}
            value={note}
            readOnly={completing}
            onChange={(event) => send({ type: 'CHANGE_NOTE', note: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={completing}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'SUBMIT' })} loading={completing}>
              Mark Complete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
