import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect } from 'react';
import { scrapeJobTypes } from '../../../domain/scrapeTasks/scrapeJobTypes';
import { scrapeProviders } from '../../../domain/scrapeTasks/scrapeProviders';
import { startScrapeMachine } from '../../../machines/scrapeTasks/startScrape.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';

export type StartScrapeFormProps = {
  siteId: number;
  organizationId: string | null;
  /** Called once per started task, so a page can list it. */
  onStarted?: (taskId: string) => void;
};

const pageValue = (value: string | number): number | null => (value === '' ? null : Number(value));

/**
 * Start a scrape (part 2 §3, §5; admin): organization id and FHID (the site's), the old site's
 * URL, job type (obituaries by default), provider, start and end page, and an optional start time.
 * A refused draft says what is missing under the form.
 */
export function StartScrapeForm({ siteId, organizationId, onStarted }: StartScrapeFormProps) {
  const [snapshot, send] = useWorkflowMachine('scrapeTasks', startScrapeMachine, { input: { legacyFhid: siteId, organizationId } });
  const { draft, problem, problemFields, taskId } = snapshot.context;
  // A field the problem names is marked red; the alert under the form says why (issue 33).
  const marked = (field: string) => problemFields.includes(field);
  const report = useCallbackRef((started: string) => onStarted?.(started));
  useEffect(() => {
    if (taskId) report(taskId);
  }, [taskId, report]);
  const submitting = snapshot.matches('submitting');
  const change = (partial: Partial<typeof draft>) => send({ type: 'CHANGE', draft: partial });

  return (
    <Stack
      component="form"
      aria-label="Start a scrape"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Organization ID"
          error={marked('organizationId')}
          value={draft.organizationId}
          onChange={(event) => change({ organizationId: event.currentTarget.value })}
        />
        <NumberInput
          label="FHID"
          error={marked('legacyFhid')}
          value={draft.legacyFhid ?? ''}
          onChange={(value) => change({ legacyFhid: pageValue(value) })}
          allowDecimal={false}
          min={1}
        />
        <TextInput
          label="URL"
          error={marked('url')}
          placeholder="oldfuneralhome.com"
          value={draft.url}
          onChange={(event) => change({ url: event.currentTarget.value })}
        />
        <Select
          label="Job Type"
          data={[...scrapeJobTypes]}
          value={draft.jobType}
          allowDeselect={false}
          onChange={(value) => value && change({ jobType: value })}
        />
        <Select
          label="Provider"
          error={marked('provider')}
          placeholder="Choose a provider"
          data={scrapeProviders.map((provider) => ({ value: provider.value, label: provider.label }))}
          value={draft.provider || null}
          onChange={(value) => change({ provider: value ?? '' })}
        />
        <TextInput
          label="Scheduled Time"
          type="datetime-local"
          value={draft.scheduledTime}
          onChange={(event) => change({ scheduledTime: event.currentTarget.value })}
        />
        <NumberInput
          label="Start Page"
          error={marked('startPage')}
          value={draft.startPage ?? ''}
          onChange={(value) => change({ startPage: pageValue(value) })}
          allowDecimal={false}
        />
        <NumberInput
          label="End Page"
          error={marked('endPage')}
          value={draft.endPage ?? ''}
          onChange={(value) => change({ endPage: pageValue(value) })}
          allowDecimal={false}
        />
      </SimpleGrid>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={submitting}>
          Start Scrape
        </Button>
        {taskId && <Text size="sm" c="dimmed">{`Started task ${taskId}`}</Text>}
      </Group>
    </Stack>
  );
}
