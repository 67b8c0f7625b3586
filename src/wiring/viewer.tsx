import { createContext, useContext, type ReactNode } from 'react';
import type { Viewer } from '../../domain/viewer';

const ViewerContext = createContext<Viewer | null>(null);

/** Who is signed in, for every view below: the signed-in layout (src/routes/_app.tsx) provides it, tests and stories a fixture. */
export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in viewer. Views never read browser storage: this is the one way to know who is looking. */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer must be used below <ViewerProvider>');
  return viewer;
}
