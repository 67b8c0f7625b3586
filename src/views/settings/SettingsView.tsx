import { Stack, Text, Title } from '@mantine/core';
import { can } from '../../../domain/permissions';
import { settingsLists } from '../../../domain/settings/settingsLists';
import { useCallback, useState } from 'react';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useViewer } from '../../wiring/viewer';
import { SettingsHistory } from './SettingsHistory';
import { SettingsListSection } from './SettingsListSection';

/**
 * The Settings screen (issue 30): one section per list, then the history of their changes; admins
 * keep them, executives read them. A change saved in one section moves `revision`, so the history
 * and the type and category choices read again.
 */
export function SettingsView() {
  usePageTitle('Settings');
  const { role } = useViewer();
  const editable = can(role, 'editSettings');
  const [revision, setRevision] = useState(0);
  const saved = useCallback(() => setRevision((current) => current + 1), []);
  return (
    <Stack gap="md">
      <Title order={1}>Settings</Title>
      <Text c="dimmed">
        {editable
          ? 'The lists every screen chooses from. Retire an entry in use: it leaves the choice lists and stays on its sites.'
          : 'The lists every screen chooses from, as the administrators keep them.'}
      </Text>
      {settingsLists.map((list) => (
        <SettingsListSection key={list} list={list} editable={editable} onSaved={saved} revision={revision} />
      ))}
      <SettingsHistory revision={revision} />
    </Stack>
  );
}
