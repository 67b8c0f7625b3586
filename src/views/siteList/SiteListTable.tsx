import { ScrollArea, Skeleton, Table } from '@mantine/core';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { columnHeader } from '../../../domain/siteList/columnHeaders';
import type { ColumnId, ListScreen } from '../../../domain/siteList/listScreens';
import type { SiteSort, SiteSortKey } from '../../../domain/siteList/listSort';
import { personColumnFor } from '../../../domain/siteList/personColumn';
import { useDensity } from '../../wiring/preferences';
import { useViewer } from '../../wiring/viewer';
import { useBulkSelection } from '../bulkActions/BulkActionsScope';
import { PageCheckbox } from '../bulkActions/SelectionCheckboxes';
import { SiteListTableRow, stuckRight } from './SiteListTableRow';
import { SortableHeader } from './SortableHeader';

/** The table scrolls within the screen below the top bar, so its header row stays in view (issue 33). */
const tableViewportHeight = 'calc(100dvh - 72px)';

/** Part 1 §9: three placeholder rows while a page loads. */
const placeholderRowCount = 3;

type SiteListTableProps = {
  screen: ListScreen;
  /** The rows, or null while the page loads. */
  rows: SiteRow[] | null;
  /** A change the server made to a site (an assignment, a launch date, staging, a launch): the page is read again. */
  onAssigned: () => void;
  onSiteChanged: (id: number, changes: Partial<SiteRow>) => void;
  /** The row the j/k keys are on, by index. */
  focusedIndex?: number | null;
  /** The rows chosen with x (or by the selection). */
  selectedIds?: ReadonlySet<number>;
  /** The header sort from the URL, null for the screen's own order. */
  sort: SiteSort | null;
  onSort: (key: SiteSortKey) => void;
};

/** The columns people sort by; Status also sorts by its '(n days)' of latest activity. */
const sortKeysOf: Partial<Record<ColumnId, readonly SiteSortKey[]>> = {
  id: ['id'],
  name: ['name'],
  status: ['status', 'latestActivity'],
  launchDate: ['launchDate'],
};

/**
 * Links in the rows take the primary colour's darkest shade in the light scheme: shade 7 is 3.9:1
 * on a selected row's tint and 4.47:1 on a hovered row's grey (issue 33), shade 9 above 5.3:1 on
 * both. The dark scheme keeps Mantine's shade 4.
 */
const rowLinkColor = {
  '--mantine-color-anchor': 'light-dark(var(--mantine-primary-color-9), var(--mantine-primary-color-4))',
} as CSSProperties;

export function SiteListTable({
  screen,
  rows,
  onAssigned,
  onSiteChanged,
  focusedIndex = null,
  selectedIds,
  sort,
  onSort,
}: SiteListTableProps) {
  const viewer = useViewer();
  const personRole = personColumnFor(viewer.role);
  const header = (column: ColumnId) => columnHeader(column, viewer.role);
  // Rows are selectable inside a bulk-actions scope (issue 19): a checkbox column comes first.
  const selectable = useBulkSelection() !== null;
  // j and k move the real focus onto the row (issue 33), so a screen reader reads it and Tab goes on
  // from it; focusing scrolls it into view.
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (focusedIndex !== null) body.current?.querySelectorAll<HTMLElement>(':scope > tr').item(focusedIndex)?.focus();
  }, [focusedIndex]);
  // Compact (the person's choice, issue 33): each cell on one line, so 15 or more of 20 rows fit a 900 px screen.
  const compact = useDensity() === 'compact';

  return (
    <ScrollArea
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Sites', style: { maxHeight: tableViewportHeight } }}
    >
      <Table
        miw={1300}
        verticalSpacing={compact ? 2 : 'sm'}
        highlightOnHover
        stickyHeader
        aria-busy={rows === null}
        data-density={compact ? 'compact' : 'comfortable'}
        style={rowLinkColor}
      >
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <PageCheckbox />
              </Table.Th>
            )}
            {screen.columns.map((column) => {
              const keys = sortKeysOf[column];
              return keys ? (
                <SortableHeader key={column} keys={keys} sort={sort} onSort={onSort} />
              ) : (
                <Table.Th key={column} style={column === 'actions' ? stuckRight : undefined}>
                  {header(column)}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={body}>
          {rows === null
            ? Array.from({ length: placeholderRowCount }, (_, index) => (
                <Table.Tr key={index} aria-label="Loading site">
                  {selectable && <Table.Td />}
                  {screen.columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row, index) => (
                <SiteListTableRow
                  key={row.id}
                  screen={screen}
                  row={row}
                  selectable={selectable}
                  selected={selectedIds?.has(row.id) ?? false}
                  focused={index === focusedIndex}
                  compact={compact}
                  personRole={personRole}
                  onAssigned={onAssigned}
                  onSiteChanged={onSiteChanged}
                />
              ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
