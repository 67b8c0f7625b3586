import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { domainSearchMachine } from '../../../machines/domainSearch/domainSearch.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/**
 * /godaddy-tools (part 2 §2.11): the Domain Availability Search. One input and Search (greyed
 * while the search runs); an available domain with 'Contact launch specialist for purchase', a
 * taken one with 'is NOT available' and its suggestions in five columns (fewer on a narrow screen); Search Again either way.
 */
export function DomainSearchView() {
  const [snapshot, send] = useWorkflowMachine('domainSearch', domainSearchMachine);
  const { context } = snapshot;
  const searching = snapshot.matches('searching');
  const result = context.result;

  return (
    <Stack gap="md">
      <Title order={1}>GoDaddy Tools</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2}>Domain Availability Search</Title>
          {(snapshot.matches('form') || searching) && (
            <form
              aria-label="Domain Availability Search"
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'SEARCH' });
              }}
            >
              <Group align="flex-end">
                <TextInput
                  label="Domain"
                  placeholder="smithfuneralhome.com"
                  value={context.entered}
                  onChange={(event) => send({ type: 'CHANGE', value: event.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <Button type="submit" disabled={searching} loading={searching}>
                  Search
                </Button>
              </Group>
              {context.failure && (
                <Alert mt="md" color="red" title="Search failed">
                  {context.failure}
                </Alert>
              )}
            </form>
          )}
          {snapshot.matches('available') && result && (
            <Stack gap="sm" role="group" aria-label="Search result">
              <Group gap="sm">
                <Text fw={600}>{result.data.domain}</Text>
                <Badge color="green" tt="none">
                  Available
                </Badge>
              </Group>
              <Text>Contact launch specialist for purchase</Text>
            </Stack>
          )}
          {snapshot.matches('notAvailable') && result && (
            <Stack gap="sm" role="group" aria-label="Search result">
              <Text fw={600}>{`${result.data.domain} is NOT available`}</Text>
              {result.suggestionData.length > 0 && (
                <>
                  <Title order={3}>Domain Suggestions</Title>
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, md: 5 }}
                    component="ul"
                    aria-label="Domain Suggestions"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                  >
                    {result.suggestionData.map(({ domain }) => (
                      <Text component="li" key={domain} style={{ overflowWrap: 'anywhere' }}>
                        {domain}
                      </Text>
                    ))}
                  </SimpleGrid>
                </>
              )}
            </Stack>
          )}
          {(snapshot.matches('available') || snapshot.matches('notAvailable')) && (
            <Group>
              <Button variant="light" onClick={() => send({ type: 'SEARCH_AGAIN' })}>
                Search Again
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
