import { Badge, Button, type ComboboxData, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { memo, type Ref, useEffect, useRef, useState } from 'react';
import { choicesOf } from '../../../domain/lookups/lookupLists';
import { assignees } from '../../../domain/siteList/assignees';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import {
  activeFilterCount,
  hasFilters,
  isLaunchOrdered,
  launchWindowOf,
  sortOf,
  statusFilterChoices,
  visibleFilters,
  withFilters,
  withoutFilters,
  withSortChoice,
  type FilterValues,
  type ListSearch,
} from '../../../domain/siteList/listSearch';
import { launchWindowLabels, launchWindows, siteSortKeys, siteSortLabels, sortOrders } from '../../../domain/siteList/listSort';
import { personColumnFor } from '../../../domain/siteList/personColumn';
import { siteStatuses } from '../../../domain/siteStatus';
import { useLookups } from '../../lookups/useLookups';
import { useViewer } from '../../wiring/viewer';
import { Drawer } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

/** Part 1 §9: the search box waits 300 ms after the last key before it searches. */
const searchDebounceMs = 300;

type Props = {
  screen: ListScreen;
  search: ListSearch;
  onSearchChange: (next: ListSearch, how: { replace: boolean }) => void;
  /** The search box, for the '/' shortcut. */
  searchRef?: Ref<HTMLInputElement>;
  /** A phone: the search box on its own line and the other filters in a drawer. */
  compact?: boolean;
};

const personValue = (value: string | null): number | 'none' | undefined =>
  value === null ? undefined : value === 'none' ? 'none' : Number(value);

type FilterSelectProps = {
  /** The placeholder; '{label} filter' is the accessible name. */
  label: string;
  data: ComboboxData;
  /** From the URL: absent means no filter. */
  value: string | number | undefined;
  onChange: (value: string | null) => void;
  searchable?: boolean;
  /** 200 px in the filter bar; the drawer's full width on a phone. */
  width: number | string;
};

function FilterSelect({ label, data, value, onChange, searchable = true, width }: FilterSelectProps) {
  return (
    <Select
      aria-label={`${label} filter`}
      placeholder={label}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={onChange}
      clearable
      searchable={searchable}
      w={width}
    />
  );
}

/**
 * The list's filter bar: search, the people, corporation and status Selects, the launch window and
 * Clear filters (a phone: search, then a drawer of the rest). Memoised: the list renders again at
 * each step of reading a page, which leaves the search as it was (issue 31).
 */
export const SiteListFilters = memo(function SiteListFilters({ screen, search, onSearchChange, searchRef, compact = false }: Props) {
  const viewer = useViewer();
  const lookups = useLookups();
  const shown = visibleFilters(screen, viewer);
  const person = assignees[personColumnFor(viewer.role)];

  const [typed, setTyped] = useState(search.query ?? '');
  const [debounced] = useDebouncedValue(typed, searchDebounceMs);
  // Read at the moment the debounced text settles; the effect below must run on typing only,
  // or a stale debounced value would undo a Back navigation.
  const latest = useRef({ search, onSearchChange });
  latest.current = { search, onSearchChange };

  // Back, Forward and Clear filters change the URL under the box: show what the URL says.
  useEffect(() => setTyped(search.query ?? ''), [search.query]);

  // Typing replaces the history entry instead of pushing one per pause.
  useEffect(() => {
    const { search: current, onSearchChange: navigate } = latest.current;
    if (debounced.trim() === (current.query ?? '').trim()) return;
    navigate(withFilters(current, { query: debounced }), { replace: true });
  }, [debounced]);

  const change = (values: Partial<FilterValues>) => onSearchChange(withFilters(search, values), { replace: false });
  const peopleOptions = (list: typeof lookups.designers) => list.map((entry) => ({ value: String(entry.id), label: entry.name }));
  const [drawerOpen, drawer] = useDisclosure(false);
  const width = compact ? '100%' : 200;

  const searchBox = shown.includes('search') && (
    <TextInput
      ref={searchRef}
      aria-label="Search sites"
      placeholder="Search by name, domain, city or id"
      leftSection={<IconSearch size={16} />}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      // Esc leaves the box, keeping the query, so j, k, x and Enter work on the rows again (issue 33).
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.blur();
      }}
      w={compact ? '100%' : 320}
    />
  );
  const launchWindow = isLaunchOrdered(screen, viewer, search) && (
    <SegmentedControl
      aria-label="Launches"
      data={launchWindows.map((value) => ({ value, label: launchWindowLabels[value] }))}
      value={launchWindowOf(search)}
      onChange={(value) => change({ launches: launchWindows.find((window) => window === value && window !== 'upcoming') })}
    />
  );
  const sort = sortOf(search);
  // A phone has no headers to click: the drawer sorts instead.
  const phoneSort = (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label="Sort by"
        placeholder="The list's own order"
        data={siteSortKeys.map((key) => ({ value: key, label: siteSortLabels[key] }))}
        value={sort?.key ?? null}
        onChange={(value) => {
          const key = siteSortKeys.find((candidate) => candidate === value);
          onSearchChange(withSortChoice(search, key ? { key, order: sort?.order ?? 'asc' } : null), { replace: false });
        }}
        clearable
        style={{ flex: 1 }}
      />
      <SegmentedControl
        aria-label="Sort order"
        data={sortOrders.map((order) => ({ value: order, label: order === 'asc' ? 'Ascending' : 'Descending' }))}
        value={sort?.order ?? 'asc'}
        disabled={!sort}
        onChange={(value) => {
          const order = sortOrders.find((candidate) => candidate === value);
          if (sort && order) onSearchChange(withSortChoice(search, { key: sort.key, order }), { replace: false });
        }}
      />
    </Group>
  );
  const clearButton = (
    <Button variant="subtle" disabled={!hasFilters(search)} onClick={() => onSearchChange(withoutFilters(search), { replace: false })}>
      Clear filters
    </Button>
  );
  const selects = (
    <>
      {shown.includes('person') && (
        <FilterSelect
          label={person.label}
          data={peopleOptions(lookups[person.lookup])}
          value={search.person}
          onChange={(value) => change({ person: personValue(value) })}
          width={width}
        />
      )}
      {shown.includes('ae') && (
        <FilterSelect
          label="Account Executive"
          data={peopleOptions(lookups.aes)}
          value={search.ae}
          onChange={(value) => change({ ae: personValue(value) })}
          width={width}
        />
      )}
      {shown.includes('corporation') && (
        <FilterSelect
          label="Corporation"
          data={choicesOf(lookups.corporations, (corporation) => corporation.id === search.corporation).map((corporation) => ({
            value: String(corporation.id),
            label: corporation.name,
          }))}
          value={search.corporation}
          onChange={(value) => change({ corporation: value === null ? undefined : Number(value) })}
          width={width}
        />
      )}
      {shown.includes('status') && (
        <FilterSelect
          label="Status"
          data={statusFilterChoices(viewer.role)}
          value={search.label}
          onChange={(value) => change({ label: siteStatuses.find((status) => status === value) })}
          searchable={false}
          width={width}
        />
      )}
    </>
  );

  if (!compact) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        {searchBox}
        {selects}
        {launchWindow}
        {clearButton}
      </Group>
    );
  }

  // The search box counts as a filter in the URL but stays in sight; the badge counts the drawer's.
  const drawerCount = activeFilterCount(search) - (search.query ? 1 : 0);
  // The phone's whole width, so the search box's placeholder is not cut off.
  return (
    <Stack gap="xs" w="100%">
      {searchBox}
      {launchWindow}
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconFilter size={16} />}
          rightSection={
            drawerCount > 0 ? (
              <Badge size="sm" circle>
                {drawerCount}
              </Badge>
            ) : undefined
          }
          onClick={drawer.open}
        >
          Filters
        </Button>
        {clearButton}
      </Group>
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Filters" position="bottom" size="auto">
        <Stack gap="sm" pb="md">
          {selects}
          {phoneSort}
          <Group justify="space-between">
            {clearButton}
            <Button onClick={drawer.close}>Show sites</Button>
          </Group>
        </Stack>
      </Drawer>
    </Stack>
  );
});
