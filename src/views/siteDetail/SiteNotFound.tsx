import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../wiring/usePageTitle';

/** An id that names no site (or is not an id at all): said plainly, with a way back to the list. */
export function SiteNotFound({ id }: { id: string }) {
  usePageTitle('Site not found');
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          Site not found
        </Title>
        <Text c="dimmed">There is no site with the id {id}.</Text>
        <Anchor renderRoot={(props) => <Link to="/sites" {...props} />}>Back to All Sites</Anchor>
      </Stack>
    </Center>
  );
}
