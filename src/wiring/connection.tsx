import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { connectionMachine } from '../../machines/connection/connection.machine';

export type ConnectionActor = ActorRefFrom<typeof connectionMachine>;

const ConnectionContext = createContext<ConnectionActor | null>(null);

/** The tab's connection status for every view below: the app provides it (src/app/connection.ts), stories one in the state they show. */
export function ConnectionProvider({ connection, children }: { connection: ConnectionActor; children: ReactNode }) {
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

/** Whether the API or the live socket cannot be reached; false where nothing watches the connection (a view under test). */
export function useOffline(): boolean {
  return useSelector(useContext(ConnectionContext) ?? undefined, (snapshot) => snapshot?.hasTag('offline') ?? false);
}

/**
 * Calls `listener` each time the connection comes back after an outage (the machine's RESTORED):
 * the one place that makes failed screens read again by themselves. The latest listener is called,
 * so a caller need not memoise it. Not `active` (a machine not started yet), it does not listen.
 */
export function useOnRestored(listener: () => void, active = true): void {
  const connection = useContext(ConnectionContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!connection || !active) return;
    const subscription = connection.on('RESTORED', () => latest.current());
    return () => subscription.unsubscribe();
  }, [connection, active]);
}

/** Tells the connection that something could not be fetched outside the transport (a route's code), so it checks whether the server answers. */
export function useReportUnreachable(): () => void {
  const connection = useContext(ConnectionContext);
  return useCallback(() => connection?.send({ type: 'API_UNREACHABLE' }), [connection]);
}
