import { createFileRoute } from '@tanstack/react-router';
import { HTTPError } from 'ky';
import { fetchOutbox } from '../../api/outbox.api';
import { OutboxView, type OutboxState } from '../../views/outbox/OutboxView';

/** The server's own words for a refused or failed request, where it sent any. */
const failure = async (error: unknown): Promise<OutboxState> => {
  const said = error instanceof HTTPError ? ((await error.response.json().catch(() => null)) as { error?: string } | null)?.error : undefined;
  return { status: 'failed', message: said ?? 'The server could not be reached.' };
};

/** Admins only (the API answers 403 to anyone else); the sidebar shows the entry to admins. */
export const Route = createFileRoute('/_app/outbox')({
  loader: async (): Promise<OutboxState> => {
    try {
      return { status: 'loaded', messages: (await fetchOutbox()).messages };
    } catch (error) {
      return failure(error);
    }
  },
  pendingComponent: () => <OutboxView state={{ status: 'loading' }} />,
  component: function OutboxRoute() {
    return <OutboxView state={Route.useLoaderData()} />;
  },
});
