import { Alert, Button, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ProxyResult } from '../../../domain/api/domainProxy.schema';
import { checklistCatalogue } from '../../../domain/siteChecklist/checklistCatalogue';
import { nameServerMoveItemIds } from '../../../domain/siteChecklist/checklistItemIds';
import { domainProxyMachine } from '../../../machines/domainProxy/domainProxy.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

export type DomainProxyToolProps = { fhid: number; domain: string; hostedZoneId: string | null };

/** The site checklist's 'before the name servers move' items, as the Checklist tab shows them. */
const nameServerMoveChecks = checklistCatalogue
  .flatMap((category) => category.items)
  .filter((item) => (nameServerMoveItemIds as readonly number[]).includes(item.id));

function ProxyResultView({ result, automatic }: { result: ProxyResult; automatic: boolean }) {
  const rows = result.copied.flatMap((record) => record.values.map((value) => ({ name: record.name, type: record.type, value })));
  return (
    <Stack gap="md">
      <Alert color="green" title="Domain Proxied">
        <Text>{`Hosted zone ${result.zoneId}`}</Text>
      </Alert>
      <Title order={4}>Copied records</Title>
      <Table aria-label="Copied records" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.name} ${row.type} ${row.value}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert color="yellow" title="Check the names DNS does not show">
        <Text size="sm">
          These are the records public DNS shows at the apex, www and the names mail and office services use. Other names cannot be
          discovered from outside: check them with the domain&apos;s current DNS host before the name servers move, and tick each item on
          this site&apos;s Checklist (Launch, Domain):
        </Text>
        <List size="sm" mt="xs" aria-label="Before the name servers move">
          {nameServerMoveChecks.map((item) => (
            <List.Item key={item.id}>{item.description}</List.Item>
          ))}
        </List>
      </Alert>
      <Title order={4}>Name servers</Title>
      <List aria-label="Name servers">
        {result.ns.map((server) => (
          <List.Item key={server}>{server}</List.Item>
        ))}
      </List>
      {automatic ? (
        <Alert color="blue" title="Name servers updated automatically">
          The domain is in our GoDaddy account: its name servers now point at the hosted zone.
        </Alert>
      ) : (
        <Alert color="orange" title="Manual proxy required">
          The domain is not in our GoDaddy account: set the name servers above at its registrar by hand.
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The Domains tab's proxy tool (part 2 §3, §4, §8), for admin and launch: the domain to proxy,
 * then the copied records, the name servers and whether GoDaddy took them or they are set by hand.
 */
export function DomainProxyTool({ fhid, domain, hostedZoneId }: DomainProxyToolProps) {
  const [snapshot, send] = useWorkflowMachine('domainProxy', domainProxyMachine, { input: { fhid, domain } });
  const { context } = snapshot;
  const proxying = snapshot.matches('proxying');

  if (snapshot.matches('proxied') && context.result) {
    return <ProxyResultView result={context.result} automatic={snapshot.matches({ proxied: 'automatic' })} />;
  }
  if (snapshot.matches('failed')) {
    return (
      <Alert color="red" title={context.failure}>
        <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'TRY_AGAIN' })}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    <form
      aria-label="Proxy a domain"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'PROXY' });
      }}
    >
      <Stack gap="sm">
        <Text c="dimmed">
          Copies the domain&apos;s current records (the apex, www, and the well-known mail, DKIM, DMARC and SRV names) into a hosted zone of
          ours and points its name servers there.
        </Text>
        {hostedZoneId && <Text>{`This site is proxied through hosted zone ${hostedZoneId}.`}</Text>}
        <TextInput
          label="Domain"
          value={context.domain}
          onChange={(event) => send({ type: 'CHANGE', domain: event.currentTarget.value })}
          error={context.invalid}
        />
        <Group>
          <Button type="submit" loading={proxying}>
            Proxy Domain
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
