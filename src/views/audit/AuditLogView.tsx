import { Alert, Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import * as v from 'valibot';
import { auditEndpoints } from '../../../domain/api/audit.endpoints';
import type { AuditEntry } from '../../../domain/api/audit.schema';
import { auditActionLabels, auditKindLabels, auditKinds } from '../../../domain/audit/auditKinds';
import { auditFilterOf, auditSearchSchema, type AuditSearch, withAuditFilter } from '../../../domain/audit/auditSearch';
import { auditMachine } from '../../../machines/audit/audit.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';

const kindOptions = auditKinds.map((kind) => ({ value: kind, label: auditKindLabels[kind] }));
const whenOf = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm:ss A');
const idOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The Audit log (issue 34, admins and executives): every change made through the API, newest
 * first, filtered by person, site, kind, dates and free text (all in the URL, so a site's 'Full
 * history' link opens its entries), a page at a time, and the same filters as a CSV download.
 */
export function AuditLogView() {
  usePageTitle('Audit log');
  const search = v.parse(auditSearchSchema, useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const change = (next: Partial<AuditSearch>) => void navigate({ to: '.', search: withAuditFilter(search, next) as never });
  const filter = auditFilterOf(search);
  const exportParams = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();
  const exportHref = exportParams ? `${auditEndpoints.export.path}?${exportParams}` : auditEndpoints.export.path;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Audit log</Title>
        <Button component="a" href={exportHref} download variant="default">
          Export CSV
        </Button>
      </Group>
      {/* A new filter starts the list again: the machine is keyed by it. */}
      <AuditEntries key={JSON.stringify(filter)} search={search} onChange={change} />
    </Stack>
  );
}

function AuditEntries({ search, onChange }: { search: AuditSearch; onChange: (next: Partial<AuditSearch>) => void }) {
  const [snapshot, send] = useWorkflowMachine('audit', auditMachine, { input: { filter: auditFilterOf(search) } });
  const { context } = snapshot;
  const [text, setText] = useState(search.query ?? '');
  const [site, setSite] = useState(search.site === undefined ? '' : String(search.site));
  const personOptions = context.people.map((person) => ({ value: String(person.id), label: person.name }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label="Person"
          placeholder="Everyone"
          clearable
          searchable
          data={personOptions}
          value={search.person === undefined ? null : String(search.person)}
          onChange={(value) => onChange({ person: value === null ? undefined : idOf(value) })}
        />
        <TextInput
          label="Site ID"
          placeholder="Every site"
          inputMode="numeric"
          value={site}
          onChange={(event) => setSite(event.currentTarget.value)}
          onBlur={() => onChange({ site: idOf(site.trim()) })}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ site: idOf(site.trim()) })}
        />
        <Select
          label="Kind"
          placeholder="Every kind"
          clearable
          data={kindOptions}
          value={search.kind ?? null}
          onChange={(value) => onChange({ kind: auditKinds.find((kind) => kind === value) })}
        />
        <TextInput
          label="From"
          type="date"
          value={search.from ?? ''}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={search.to ?? ''}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="Search"
          placeholder="Name, address, field or value"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => onChange({ query: text.trim() || undefined })}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ query: text.trim() || undefined })}
        />
      </SimpleGrid>
      {snapshot.matches('loading') && <Loader role="status" aria-label="Loading the audit log" />}
      {snapshot.matches('error') && (
        <Alert color="red" title="Unable to load the audit log">
          <Button variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Alert>
      )}
      {snapshot.matches('ready') && context.entries.length === 0 && <Text c="dimmed">No entries match.</Text>}
      {snapshot.matches('ready') && context.entries.length > 0 && (
        <Stack gap="sm" component="ol" aria-label="Audit entries" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {context.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {snapshot.matches('ready') && context.nextCursor !== null && (
        <Group justify="center">
          <Button variant="light" onClick={() => send({ type: 'LOAD_MORE' })} loading={snapshot.matches({ ready: 'loadingMore' })}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { site } = entry;
  return (
    <Paper component="li" withBorder p="sm" data-testid={`audit-${entry.id}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{auditKindLabels[entry.kind]}</Badge>
          <Text fw={600}>
            {auditActionLabels[entry.action]} {entry.entityLabel}
            {entry.entityId ? ` ${entry.entityId}` : ''}
          </Text>
          {site && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sites/id/$id" params={{ id: String(site.id) }} />}>
              {site.name ?? `Site ${site.id}`}
            </Anchor>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.person?.name ?? 'Nobody signed in'} · <time dateTime={entry.at}>{whenOf(entry.at)}</time>
          {entry.address ? ` · ${entry.address}` : ''}
        </Text>
        {entry.changes.length > 0 && (
          <Stack gap={2} component="ul" aria-label="Changed fields" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entry.changes.map((change) => (
              <Text key={change.field} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {change.label}
                </Text>
                : {change.before ?? '(empty)'} → {change.after ?? '(empty)'}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
