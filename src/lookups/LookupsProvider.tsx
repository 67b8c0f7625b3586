import { createContext, type ReactNode } from 'react';
import type { Lookups } from '../../domain/lookups/lookupLists';
import { lookupsMachine } from '../../machines/lookups/lookups.machine';
import { useWorkflowMachine } from '../wiring/useWorkflowMachine';

export type LookupsState = Lookups & { status: 'loading' | 'ready' | 'failed' };

export const LookupsContext = createContext<LookupsState | null>(null);

/**
 * Loads the shared lists once per signed-in session (it sits in the _app layout, which stays
 * mounted while the user moves between screens) and hands them to every screen below.
 */
export function LookupsProvider({ children }: { children: ReactNode }) {
  const [snapshot] = useWorkflowMachine('lookups', lookupsMachine);
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return <LookupsContext.Provider value={{ ...snapshot.context.lists, status }}>{children}</LookupsContext.Provider>;
}
