import { Box, Group, Paper, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useOffline } from '../../wiring/connection';

/**
 * 'Reconnecting…' while the API or the live socket cannot be reached (issue 28). The status region
 * is always there, so a screen reader announces the words when they appear, not only on a page that
 * happened to load offline. (Not Mantine's Alert: its role="alert" would interrupt.)
 */
export function ConnectionBanner() {
  const offline = useOffline();
  return (
    <Box role="status">
      {offline && (
        <Paper withBorder radius="md" px="md" py="xs" mb="md" bg="var(--mantine-color-yellow-light)">
          <Group gap="xs" wrap="nowrap">
            <IconPlugConnectedX size={18} aria-hidden />
            <Text size="sm">Reconnecting…</Text>
          </Group>
        </Paper>
      )}
    </Box>
  );
}
