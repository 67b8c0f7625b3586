import { Group, TextInput } from '@mantine/core';
import type { InsightsQuery } from '../../../domain/api/insights.schema';
import type { InsightsSearch } from '../../../domain/insights/insightsFilters';
import { choicesOf } from '../../../domain/lookups/lookupLists';
import { useLookups } from '../../lookups/useLookups';
import { Select } from '../shared/overlays/Select';

type InsightsFiltersProps = {
  query: InsightsQuery;
  onChange: (change: Partial<InsightsSearch>) => void;
};

const idOf = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/** The range and the corporation, provider and AE filters; the route keeps them in the URL. */
export function InsightsFilters({ query, onChange }: InsightsFiltersProps) {
  const lookups = useLookups();
  const select = (label: string, key: 'corporation' | 'provider' | 'ae', options: Array<{ id: number | string; name: string }>) => (
    <Select
      label={label}
      placeholder="All"
      clearable
      searchable
      w={{ base: '100%', sm: 200 }}
      data={options.map((option) => ({ value: String(option.id), label: option.name }))}
      value={query[key] === undefined ? null : String(query[key])}
      onChange={(value) => onChange({ [key]: idOf(value) })}
    />
  );
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        w={{ base: '47%', sm: 160 }}
        value={query.from}
        max={query.to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        w={{ base: '47%', sm: 160 }}
        value={query.to}
        min={query.from}
        onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
      />
      {select(
        'Corporation',
        'corporation',
        choicesOf(lookups.corporations, (entry) => entry.id === query.corporation),
      )}
      {select(
        'Provider',
        'provider',
        choicesOf(lookups.providers, (entry) => entry.id === query.provider),
      )}
      {select(
        'Account Executive',
        'ae',
        lookups.aes.filter((person) => person.id !== 'none'),
      )}
    </Group>
  );
}
