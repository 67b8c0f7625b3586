import { RouterProvider } from '@tanstack/react-router';
import { WorkflowActorsProvider } from '../wiring/workflowActors';
import { apiWorkflowActors } from './apiWorkflowActors';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';

/** The whole app: theme and toasts, every workflow's real actors, and the router (main.tsx, and tests of the real app). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <WorkflowActorsProvider actors={apiWorkflowActors}>
        <RouterProvider router={router} />
      </WorkflowActorsProvider>
    </AppProviders>
  );
}
