import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../wiring/usePageTitle';

/** Unknown paths, and routes the user's role does not have (part 1 §2). */
export function NotFoundView() {
  usePageTitle('Page Not Found');
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">An error has occurred.</Text>
        <Anchor renderRoot={(props) => <Link to="/" {...props} />}>Click here to go home.</Anchor>
      </Stack>
    </Center>
  );
}
