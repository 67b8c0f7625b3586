import { Alert, Button, Card, Code, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { intakeSecretLabels } from '../../../domain/intake/intakeSecrets';
import { intakeSecretsTexts } from '../../../machines/intakeSecrets/intakeSecrets.actors';
import { intakeSecretsMachine } from '../../../machines/intakeSecrets/intakeSecrets.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

export type SiteCredentialsProps = { fhid: number };

/**
 * The Credentials section of a site's Details tab, for admins (decisions.md §9): the DNS password,
 * ASD password and Passare API key captured at intake, masked, each with Reveal (logged by the
 * server) and Hide, and Reveal all.
 */
export function SiteCredentials({ fhid }: SiteCredentialsProps) {
  const [snapshot, send] = useWorkflowMachine('intakeSecrets', intakeSecretsMachine, { input: { fhid } });
  const { context } = snapshot;
  const revealing = snapshot.matches('revealing');
  const listed = snapshot.matches('ready') || revealing;
  const someHidden = context.secrets.some((secret) => context.revealed[secret.name] === undefined);
  return (
    <Card withBorder component="section" aria-labelledby="site-credentials-title">
      <Group justify="space-between" mb="sm">
        <Title order={4} id="site-credentials-title">
          {intakeSecretsTexts.title}
        </Title>
        {listed && someHidden && (
          <Button size="xs" variant="light" disabled={revealing} onClick={() => send({ type: 'REVEAL_ALL' })}>
            Reveal all
          </Button>
        )}
      </Group>
      {snapshot.matches('loading') && <Skeleton height={72} role="status" aria-label="Loading credentials" aria-busy="true" />}
      {snapshot.matches('loadFailed') && (
        <Alert color="red" title={intakeSecretsTexts.loadFailed}>
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {snapshot.matches('empty') && <Text c="dimmed">{intakeSecretsTexts.none}</Text>}
      {listed && (
        <Table aria-label="Credentials">
          <Table.Tbody>
            {context.secrets.map(({ name, masked }) => {
              const label = intakeSecretLabels[name];
              const value = context.revealed[name];
              return (
                <Table.Tr key={name}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>
                    {value === undefined ? <Text aria-label={`${label}, hidden`}>{masked}</Text> : <Code aria-label={label}>{value}</Code>}
                  </Table.Td>
                  <Table.Td align="right">
                    {value === undefined ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Reveal ${label}`}
                        loading={revealing && context.queue[0] === name}
                        disabled={revealing}
                        onClick={() => send({ type: 'REVEAL', name })}
                      >
                        Reveal
                      </Button>
                    ) : (
                      <Button size="xs" variant="subtle" aria-label={`Hide ${label}`} onClick={() => send({ type: 'HIDE', name })}>
                        Hide
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
