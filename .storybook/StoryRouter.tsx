import { useState, type ReactNode } from 'react';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';

type Props = {
  /** The address the story pretends to be at; it decides which sidebar entry is active. */
  path: string;
  children: ReactNode;
};

/**
 * Gives a story the router context that Link and useRouterState need, on an in-memory history,
 * without loading the app's routes (their guards and loaders have no place in a story).
 */
export function StoryRouter({ path, children }: Props) {
  const [router] = useState(() =>
    createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [path] }) }),
  );
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}
