import { Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import { assignees, memberOrder } from '../../../domain/siteList/assignees';
import { useLookups } from '../../lookups/useLookups';
import { RecentUpdates } from '../log/RecentUpdates';
import { LaunchDateControl } from '../launchSchedule/LaunchDateControl';
import { AssignSelect } from '../assignment/AssignSelect';

type Props = { site: SiteDetail; onChanged: () => void };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The detail page's side panel (part 2 §2.1): where the home is, who to talk to, who works on it, when it launches. */
export function SiteSidePanel({ site, onChanged }: Props) {
  const { corporations } = useLookups();
  const corporation = corporations.find((entry) => entry.id === site.corporation_id)?.name ?? `Corporation ${site.corporation_id}`;
  const cityLine = [site.city, [site.state, site.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <Card withBorder component="aside" aria-label="Site summary">
      <Stack gap="sm">
        <Field label="Address">
          <Text size="sm">{site.address ?? 'No address'}</Text>
          {cityLine && <Text size="sm">{cityLine}</Text>}
        </Field>
        <Field label="Contacts">
          {site.contacts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No contacts
            </Text>
          ) : (
            site.contacts.map((contact) => (
              <Group key={`${contact.email}-${contact.name}`} gap="xs">
                <Text size="sm">{contact.name}</Text>
                <Text size="sm" c="dimmed">
                  {contact.email}
                </Text>
                {contact.domainContact && (
                  <Badge size="xs" variant="light">
                    Domain contact
                  </Badge>
                )}
              </Group>
            ))
          )}
        </Field>
        <Field label="Corporation">
          <Text size="sm">{corporation}</Text>
        </Field>
        <Field label="Provider">
          <Text size="sm">{site.provider ?? 'None'}</Text>
        </Field>
        <Divider />
        {memberOrder.map((role) => (
          <Field key={role} label={assignees[role].label}>
            <AssignSelect row={site} role={role} onAssigned={onChanged} surface="sitePage" />
          </Field>
        ))}
        <Divider />
        <Field label="Launch Date">
          <LaunchDateControl site={site} onChanged={onChanged} />
        </Field>
        <Divider />
        {/* every re-read of the site (after any change on the page) re-reads its log too */}
        <RecentUpdates fhid={site.id} refreshKey={site} />
      </Stack>
    </Card>
  );
}
