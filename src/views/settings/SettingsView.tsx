import { Stack, Text, Title } from '@mantine/core';
import { can } from '../../../domain/permissions';
import { settingsLists } from '../../../domain/settings/settingsLists';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useViewer } from '../../wiring/viewer';
import { SettingsListSection } from './SettingsListSection';

/** The Settings screen (issue 30): one section per list; admins keep them, executives read them. */
export function SettingsView() {
  usePageTitle('Settings');
  const { role } = useViewer();
  const editable = can(role, 'editSettings');
  return (
    <Stack gap="md">
      <Title order={1}>Settings</Title>
      <Text c="dimmed">
        {editable
          ? 'The lists every screen chooses from. Retire an entry in use: it leaves the choice lists and stays on its sites.'
          : 'The lists every screen chooses from, as the administrators keep them.'}
      </Text>
      {settingsLists.map((list) => (
        <SettingsListSection key={list} list={list} editable={editable} />
      ))}
    </Stack>
  );
}
