import { useState, type ReactNode } from 'react';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';

type Props = {
  /** The address the view pretends to be at; it decides which sidebar entry is active. */
  path: string;
  children: ReactNode;
};

/**
 * Gives a view under test or in a story the router context that Link and useRouterState need, on an in-memory history,
 * without loading the app's routes (their guards and loaders have no place there).
 */
export function MemoryRouter({ path, children }: Props) {
  const [router] = useState(() => createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [path] }) }));
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}
