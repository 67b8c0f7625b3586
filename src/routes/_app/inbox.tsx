import { createFileRoute } from '@tanstack/react-router';
import { InboxView } from '../../views/inbox/InboxView';

/** Everyone signed in has an inbox (readInbox). */
export const Route = createFileRoute('/_app/inbox')({
  component: InboxView,
});
