import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { User } from '../../domain/api/signIn.schema';
import type { Role } from '../../domain/roles';
import { App } from '../app/App';
import { createAppRouter } from '../app/router';
import { writeStoredUser } from '../session/storedUser';

/** The real app (routes, guard, shell) at `path`, on an in-memory history. */
export function renderApp(path: string) {
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  window.scrollTo = () => {};
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(history);
  const view = render(<App router={router} />);
  return { ...view, router, history };
}

const testUser = (role: Role, overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'Dana Designer',
  role,
  image: null,
  email: 'dana@example.com',
  trello_id: null,
  ...overrides,
});

/** Stores a user the way sign-in does. */
export const signInAs = (role: Role, overrides: Partial<User> = {}): User => {
  const user = testUser(role, overrides);
  writeStoredUser(user);
  return user;
};
