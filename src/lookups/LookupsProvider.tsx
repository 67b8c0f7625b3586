import { createContext, useEffect, useState, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { emptyLookups, loadLookups, type LoadedLookups } from './loadLookups';
import type { Lookups } from './lookupTypes';

export type LookupsState = Lookups & { status: 'loading' | 'ready' | 'failed' };

export const LookupsContext = createContext<LookupsState | null>(null);

type Props = {
  children: ReactNode;
  /** Replaced in tests and stories; the app uses the real API. */
  load?: () => Promise<LoadedLookups>;
};

/**
 * Loads the shared lists once per signed-in session (it sits in the _app layout, which stays
 * mounted while the user moves between screens) and hands them to every screen below.
 */
export function LookupsProvider({ children, load = loadLookups }: Props) {
  const [state, setState] = useState<LookupsState>(() => ({ ...emptyLookups(), status: 'loading' }));

  useEffect(() => {
    let current = true;
    load()
      .then(({ lookups, incomplete }) => ({ ...lookups, status: incomplete ? 'failed' : 'ready' }) as const)
      .catch(() => ({ ...emptyLookups(), status: 'failed' }) as const)
      .then((next) => {
        // StrictMode mounts twice in development; only the surviving mount reports.
        if (!current) return;
        setState(next);
        if (next.status === 'failed') notifications.show({ color: 'red', message: 'Unable to load user data' });
      });
    return () => {
      current = false;
    };
  }, [load]);

  return <LookupsContext.Provider value={state}>{children}</LookupsContext.Provider>;
}
