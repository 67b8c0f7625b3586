import { createFileRoute } from '@tanstack/react-router';
import { OutboxView } from '../../views/outbox/OutboxView';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** Admins only (the API answers 403 to anyone else); the sidebar shows the entry to admins. */
export const Route = createFileRoute('/_app/outbox')({
  component: () => (
    <RequireCapability title="Outbox" capability="readOutbox">
      <OutboxView />
    </RequireCapability>
  ),
});
