import { createFileRoute } from '@tanstack/react-router';
import { SettingsView } from '../../views/settings/SettingsView';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** Admins keep the lists, executives read them (readSettings); the sidebar shows the entry to both. */
export const Route = createFileRoute('/_app/settings')({
  component: () => (
    <RequireCapability title="Settings" capability="readSettings">
      <SettingsView />
    </RequireCapability>
  ),
});
