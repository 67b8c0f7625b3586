import type { Person } from '../api/people.schema';
import type { Role } from '../roles';

/** What an admin may do to a person from the People screen's row menu. */
export type PersonAction = 'changeRole' | 'deactivate' | 'reactivate' | 'resendInvitation' | 'revokeInvitation' | 'resetSignIn';

/** The row menu's actions for the person's state (the server refuses the others with a 409). */
export const personActions = (person: Person): PersonAction[] => {
  if (person.state === 'deactivated') return ['reactivate'];
  const neverSignedIn = person.lastSignInAt === null;
  return [
    'changeRole',
    ...(neverSignedIn ? (['resendInvitation'] as const) : []),
    ...(person.state === 'invited' ? (['revokeInvitation'] as const) : []),
    'resetSignIn',
    'deactivate',
  ];
};

/** The People screen's search (name or e-mail, any case) and role filter. */
export const matchesPeopleFilter = (person: Person, filter: { search: string; role: Role | null }): boolean => {
  const search = filter.search.trim().toLowerCase();
  return (
    (filter.role === null || person.role === filter.role) &&
    (search === '' || person.name.toLowerCase().includes(search) || person.email.toLowerCase().includes(search))
  );
};
