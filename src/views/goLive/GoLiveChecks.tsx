import { Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { goLiveCheckLabels, goLiveCheckNames, type GoLiveCheckName } from '../../../domain/goLive/goLiveChecks';
import type { CheckView, GoLiveContext } from '../../../machines/goLive/goLive.machine';

function CheckStatusIcon({ label, check }: { label: string; check: CheckView }) {
  switch (check.status) {
    case 'loading':
      return <Loader size={18} role="img" aria-label={`${label}: loading`} />;
    case 'passed':
      return (
        <ThemeIcon color="green" size={20} radius="xl" role="img" aria-label={`${label}: passed`}>
          <IconCheck size={14} />
        </ThemeIcon>
      );
    case 'failed':
      return (
        <ThemeIcon color="red" size={20} radius="xl" role="img" aria-label={`${label}: not passed`}>
          <IconX size={14} />
        </ThemeIcon>
      );
    case 'unavailable':
      return (
        <ThemeIcon color="gray" size={20} radius="xl" role="img" aria-label={`${label}: unavailable`}>
          <IconMinus size={14} />
        </ThemeIcon>
      );
  }
}

function CheckRow({ name, check }: { name: GoLiveCheckName; check: CheckView }) {
  const label = goLiveCheckLabels[name];
  return (
    <li data-testid={`check-${name}`} data-status={check.status}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <CheckStatusIcon label={label} check={check} />
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {check.status === 'unavailable' && (
            <Text size="xs" c="dimmed">
              unavailable
            </Text>
          )}
          {check.status === 'failed' && (
            <List size="xs" c="var(--mantine-color-error)">
              {check.missing.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Group>
    </li>
  );
}

const summaryLine = (items: string[], none: string) => (items.length ? items.join(', ') : none);

/** The 13 checks, the pending scrapes and the Revisions / Design / Floral / SEO summary (part 2 §2.3). */
export function GoLiveChecks({ context }: { context: GoLiveContext }) {
  const { summary } = context;
  return (
    <Stack gap="md">
      <ul
        aria-label="Go-live checks"
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        }}
      >
        {goLiveCheckNames.map((name) => (
          <CheckRow key={name} name={name} check={context.checks[name]} />
        ))}
      </ul>
      <section aria-label="Pending scrapes">
        <Title order={5}>Pending scrapes</Title>
        {context.pendingScrapesStatus === 'loading' && <Loader size="xs" role="status" aria-label="Pending scrapes: loading" />}
        {context.pendingScrapesStatus === 'unavailable' && (
          <Text size="sm" c="dimmed">
            Pending scrapes unavailable
          </Text>
        )}
        {context.pendingScrapesStatus === 'loaded' &&
          (context.pendingScrapes.length ? (
            <List size="sm">
              {context.pendingScrapes.map((scrape) => (
                <List.Item key={scrape.id}>
                  {scrape.type}: {scrape.status}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">No pending scrapes</Text>
          ))}
      </section>
      <section aria-label="Summary">
        <Title order={5}>Summary</Title>
        {context.summaryStatus === 'loading' && <Loader size="xs" role="status" aria-label="Summary: loading" />}
        {context.summaryStatus === 'unavailable' && (
          <Text size="sm" c="dimmed">
            Summary unavailable
          </Text>
        )}
        {summary && (
          <List size="sm">
            <List.Item>
              Revisions:{' '}
              {summary.revisions.unfixed || summary.revisions.unverified
                ? `${summary.revisions.unfixed} not fixed, ${summary.revisions.unverified} waiting for verification`
                : 'All done'}
            </List.Item>
            <List.Item>Design: {summaryLine(summary.design.unfinished, 'Complete')}</List.Item>
            <List.Item>
              Floral: {summary.floral.hasAddon ? summaryLine(summary.floral.unfinished, 'Complete') : 'No floral addon'}
            </List.Item>
            <List.Item>SEO: {summaryLine(summary.seo.unfinished, 'Complete')}</List.Item>
          </List>
        )}
      </section>
    </Stack>
  );
}
