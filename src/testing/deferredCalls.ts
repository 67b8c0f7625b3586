import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { Lookups } from '../../../lookups/lookupTypes';
import { LookupsContext } from '../../../lookups/LookupsProvider';
import { fixtureLookups } from '../fixtures/siteRows';
import { SiteListServicesContext, type SiteListServices } from '../siteListServices';

/** A promise the test settles by hand, to hold an actor in its pending state as long as it likes. */
export type Deferred<T, I> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void; signal?: AbortSignal };

export function deferredCalls<T, I>() {
  const calls: Deferred<T, I>[] = [];
  const start = (input: I, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject, signal }));
  const last = (): Deferred<T, I> => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  return { calls, start, last };
}

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected in this test`));

export const stubServices = (overrides: Partial<SiteListServices>): SiteListServices => ({
  fetchSites: unexpected('fetchSites'),
  assignPerson: unexpected('assignPerson'),
  fetchMyStats: unexpected('fetchMyStats'),
  fetchEditorUrl: unexpected('fetchEditorUrl'),
  markCoached: unexpected('markCoached'),
  ...overrides,
});

type DataProps = { services: SiteListServices; lookups?: Lookups; children: ReactNode };

/** The shared lists and the list calls a list view reads: stories wrap it in this. */
export function SiteListDataProviders({ services, lookups = fixtureLookups, children }: DataProps) {
  return (
    <LookupsContext.Provider value={{ ...lookups, status: 'ready' }}>
      <SiteListServicesContext value={services}>{children}</SiteListServicesContext>
    </LookupsContext.Provider>
  );
}

/** Tests: Mantine in test mode (no transitions or portals) and toasts around the data providers. */
export function SiteListProviders(props: DataProps) {
  return (
    <MantineProvider env="test">
      <Notifications />
      <SiteListDataProviders {...props} />
    </MantineProvider>
  );
}
