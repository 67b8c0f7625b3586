import { Alert, Anchor, Badge, Button, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { scrapeRecordsMachine, scrapeRecordsPageSize } from '../../../machines/scrapeRecords/scrapeRecords.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : '-');

/** The site's records on its Scrape tab, real and fake, newest first, ten a page. */
export function SiteRecordsList({ siteId }: { siteId: number }) {
  const [snapshot, send] = useWorkflowMachine('scrapeRecords', scrapeRecordsMachine, { input: { siteId } });
  const { context } = snapshot;
  const pages = Math.max(1, Math.ceil(context.total / scrapeRecordsPageSize));
  return (
    <Stack gap="sm" component="section" aria-label="Scraped records">
      <Title order={3}>{`Records (${context.total})`}</Title>
      {snapshot.matches('loading') && (
        <Stack role="status" aria-label="Loading records" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={24} />
          ))}
        </Stack>
      )}
      {snapshot.matches('error') && (
        <Alert color="red" title="Unable to load records">
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {snapshot.matches('empty') && <Text c="dimmed">No records scraped yet</Text>}
      {snapshot.matches('loaded') && (
        <Table aria-label="Records">
          <Table.Thead>
            <Table.Tr>
              {['Name', 'Kind', 'Born', 'Died', 'Source'].map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {context.records.map((record) => (
              <Table.Tr key={record.id} data-testid={`record-${record.id}`}>
                <Table.Td>
                  {record.name}
                  {record.fake && (
                    <Badge ml="xs" color="gray" size="sm">
                      Fake
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{record.kind}</Table.Td>
                <Table.Td>{day(record.birth_date)}</Table.Td>
                <Table.Td>{day(record.death_date ?? record.record_date)}</Table.Td>
                <Table.Td>
                  {record.fake ? (
                    '-'
                  ) : (
                    <Anchor href={record.source_url} target="_blank" rel="noreferrer">
                      Old page
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && <Pagination total={pages} value={context.page} onChange={(page) => send({ type: 'SET_PAGE', page })} />}
    </Stack>
  );
}
