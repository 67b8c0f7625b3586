import { http } from './http';
import type { NamedListName, NamedOption, PeopleListName, PersonOption } from '../lookups/lookupTypes';
import type { SessionUser } from '../session/storedUser';

export const fetchPeople = (list: PeopleListName): Promise<PersonOption[]> =>
  http.get(`api/${list}`).json<PersonOption[]>();

export const fetchNamedList = (list: NamedListName): Promise<NamedOption[]> =>
  http.get(`api/${list}`).json<NamedOption[]>();

/** One user, e.g. to read the trello_id before adding them to a board card. */
export const fetchUser = (id: number | string): Promise<SessionUser> =>
  http.get(`api/users/${encodeURIComponent(String(id))}`).json<SessionUser>();
