import { Box, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { csvLine } from '../../../domain/csv/csvCell';
import { TableOnScreen } from './onScreenOnly';

export interface ChartTable {
  columns: readonly string[];
  /** The rows as text: the CSV, and the table too unless `rows` draws some cells as more (a link). */
  csvRows: ReadonlyArray<ReadonlyArray<string | number>>;
  rows?: ReadonlyArray<ReadonlyArray<ReactNode>>;
}

type ChartSectionProps = {
  title: string;
  /** The CSV's file name, without '.csv'. */
  file: string;
  table: ChartTable;
  /** Said instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: ReactNode;
};

/**
 * One chart of /insights (issue 35): the drawing, a table of the same figures (read by screen
 * readers while the drawing shows, shown on 'Table') and its CSV. The drawing is hidden from
 * assistive technology: the table says everything it does.
 */
export function ChartSection({ title, file, table, empty, children }: ChartSectionProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const csv = [table.columns, ...table.csvRows].map((cells) => csvLine(cells.map(String))).join('');
  const figures = (
    <Table striped withTableBorder>
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(table.rows ?? table.csvRows).map((cells, row) => (
          <Table.Tr key={row}>
            {cells.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              aria-label={`${title}: show as`}
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'table', label: 'Table' },
              ]}
            />
            <Button
              component="a"
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
              download={`${file}.csv`}
              aria-label={`Download ${title} as CSV`}
            >
              CSV
            </Button>
          </Group>
        </Group>
        {view === 'table' ? (
          // A wide table scrolls sideways; the keyboard reaches it through this box.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} aria-label={`${title} table`} role="region">
            {figures}
          </Box>
        ) : (
          <>
            {empty ? (
              <Text c="dimmed">{empty}</Text>
            ) : (
              // The chart's own accessibility layer is off: the table below says what it draws.
              <div aria-hidden="true" data-testid={`${file}-chart`}>
                {children}
              </div>
            )}
            <VisuallyHidden>
              <TableOnScreen.Provider value={false}>{figures}</TableOnScreen.Provider>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
