import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { ConnectionProvider } from '../wiring/connection';
import { WorkflowActorsProvider } from '../wiring/workflowActors';
import { apiWorkflowActors } from './apiWorkflowActors';
import { AppProviders } from './AppProviders';
import { startConnection } from './connection';
import type { AppRouter } from './router';

/** The whole app: theme and toasts, the connection status, every workflow's real actors, and the router (main.tsx, and tests of the real app). */
export function App({ router }: { router: AppRouter }) {
  const [connection] = useState(startConnection);
  return (
    <AppProviders>
      <ConnectionProvider connection={connection}>
        <WorkflowActorsProvider actors={apiWorkflowActors}>
          <RouterProvider router={router} />
        </WorkflowActorsProvider>
      </ConnectionProvider>
    </AppProviders>
  );
}
