import { Group, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import type { SidebarEntry } from '../navigation/sidebarEntries';
import { shortcutSections } from './keyboardMap';
import { Modal } from '../shared/overlays/Modal';

type Props = { opened: boolean; onClose: () => void; entries: readonly SidebarEntry[] };

/** The '?' modal: every shortcut this role has, from the one keyboard map. */
export function ShortcutsModal({ opened, onClose, entries }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      <Stack gap="lg">
        {shortcutSections(entries).map((section) => (
          <Stack key={section.title} gap="xs" component="section" aria-label={section.title}>
            <Title order={5}>{section.title}</Title>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                {section.shortcuts.map((shortcut) => (
                  <Table.Tr key={shortcut.hotkey}>
                    <Table.Td w={160}>
                      <Group gap={4} wrap="nowrap">
                        {shortcut.keys.map((key, index) => (
                          <Group key={key} gap={4} wrap="nowrap">
                            {index > 0 && (
                              <Text size="xs" c="dimmed">
                                {shortcut.sequence ? 'then' : '+'}
                              </Text>
                            )}
                            <Kbd>{key}</Kbd>
                          </Group>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{shortcut.description}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
