import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../wiring/usePageTitle';

type Props = {
  /** Document title, without the ' | Website Admin' suffix. */
  title: string;
  /** Page heading; the title when omitted (Ready for Floral's title is 'Unassigned Sites'). */
  heading?: string;
  /** One sentence on what the screen will hold. */
  description: string;
};

/**
 * What a route shows until its screen is built: the real title and heading, so navigation,
 * titles and the guard can be used and tested from day one.
 */
export function UpcomingScreen({ title, heading = title, description }: Props) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{description}</Text>
      </Paper>
    </Stack>
  );
}
