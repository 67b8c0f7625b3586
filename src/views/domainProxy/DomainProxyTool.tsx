import { Alert, Button, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ProxyResult } from '../../../domain/api/domainProxy.schema';
import { domainProxyMachine } from '../../../machines/domainProxy/domainProxy.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

export type DomainProxyToolProps = { fhid: number; domain: string; hostedZoneId: string | null };

const recordTypes = [
  { key: 'a', type: 'A' },
  { key: 'mx', type: 'MX' },
  { key: 'txt', type: 'TXT' },
  { key: 'cname', type: 'CNAME' },
] as const;

function ProxyResultView({ result, automatic }: { result: ProxyResult; automatic: boolean }) {
  const rows = recordTypes.flatMap(({ key, type }) => result.lookupData[key].map((record) => ({ type, value: record.Value })));
  return (
    <Stack gap="md">
      <Alert color="green" title="Domain Proxied">
        <Text>{`Hosted zone ${result.zoneId}`}</Text>
      </Alert>
      <Title order={4}>Copied records</Title>
      <Table aria-label="Copied records" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.type} ${row.value}`}>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
          Copies the domain&apos;s current A, MX, TXT and CNAME records into a hosted zone of ours and points its name servers there.
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
