import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Viewer } from '../../domain/viewer';
import { AppProviders } from '../app/AppProviders';
import { LookupsContext } from '../lookups/LookupsProvider';
import type { Lookups } from '../../domain/lookups/lookupLists';
import { fixtureLookups } from '../views/siteList/fixtures/siteRows';
import { ViewerProvider } from '../wiring/viewer';
import { WorkflowActorsProvider, type WorkflowActors } from '../wiring/workflowActors';
import { MemoryRouter } from './MemoryRouter';

/** What a view needs around it outside the app: its workflows' actors, who is looking, the shared lists and an address. */
export type Wiring = {
  actors?: Partial<WorkflowActors>;
  viewer?: Viewer;
  lookups?: Lookups;
  /** The address the view pretends to be at (for Link and the active sidebar entry). */
  path?: string;
};

/** The viewer of a test or story that does not name one: an admin sees every control. */
export const adminViewer: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };

const noActors: Partial<WorkflowActors> = {};

/**
 * The one wrapper of views in tests and stories: the app's Mantine theme and toasts, a memory
 * router, the shared lists, the viewer and the stub actors, the same contexts the app provides.
 */
export function ViewWiring({
  actors = noActors,
  viewer = adminViewer,
  lookups = fixtureLookups,
  path = '/',
  children,
}: Wiring & { children: ReactNode }) {
  return (
    <AppProviders>
      <MemoryRouter path={path}>
        <LookupsContext.Provider value={{ ...lookups, status: 'ready' }}>
          <ViewerProvider viewer={viewer}>
            <WorkflowActorsProvider actors={actors}>{children}</WorkflowActorsProvider>
          </ViewerProvider>
        </LookupsContext.Provider>
      </MemoryRouter>
    </AppProviders>
  );
}

/** The one render helper of view tests: `renderView(<SiteNotesPanel fhid={9} />, { actors: { siteNotes }, viewer })`. */
export const renderView = (ui: ReactElement, wiring: Wiring = {}) => render(<ViewWiring {...wiring}>{ui}</ViewWiring>);
