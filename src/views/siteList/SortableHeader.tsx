import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { siteSortLabels, type SiteSort, type SiteSortKey } from '../../../domain/siteList/listSort';

type SortButtonProps = {
  sortKey: SiteSortKey;
  /** What the button reads; the key's header name by default. */
  label?: string;
  sort: SiteSort | null;
  onSort: (key: SiteSortKey) => void;
};

/** One sort control: the arrow shows the direction by shape, not colour alone. */
function SortButton({ sortKey, label = siteSortLabels[sortKey], sort, onSort }: SortButtonProps) {
  const active = sort?.key === sortKey ? sort.order : null;
  const Icon = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconArrowsSort;
  const state = active === 'asc' ? 'sorted ascending' : active === 'desc' ? 'sorted descending' : 'not sorted';
  return (
    <UnstyledButton
      onClick={() => onSort(sortKey)}
      aria-label={`Sort by ${siteSortLabels[sortKey]} (${state})`}
      fw={700}
      fz="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} stroke={active ? 2.2 : 1.5} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

type SortableHeaderProps = {
  /** The keys this column sorts by; the first is the column's own name. */
  keys: readonly SiteSortKey[];
  sort: SiteSort | null;
  onSort: (key: SiteSortKey) => void;
};

/**
 * A table header that sorts its column (issue 18). `aria-sort` names the direction of the key
 * the column is sorted by; a column with two keys (Status and its latest activity) shows both.
 */
export function SortableHeader({ keys, sort, onSort }: SortableHeaderProps) {
  const current = sort && keys.includes(sort.key) ? sort.order : null;
  return (
    <Table.Th aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}>
      <Group gap="sm" wrap="nowrap">
        {keys.map((key) => (
          <SortButton key={key} sortKey={key} sort={sort} onSort={onSort} />
        ))}
      </Group>
    </Table.Th>
  );
}
