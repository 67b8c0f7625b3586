import * as v from 'valibot';
import { userSchema, type User } from '../../domain/api/signIn.schema';
import {
  namedOptionsSchema,
  personOptionsSchema,
  type NamedLookup,
  type NamedOption,
  type PersonLookup,
  type PersonOption,
} from '../../domain/api/lookups.schema';
import { http } from './http';

export const fetchPeople = async (list: PersonLookup): Promise<PersonOption[]> =>
  v.parse(personOptionsSchema, await http.get(`api/${list}`).json());

export const fetchNamedList = async (list: NamedLookup): Promise<NamedOption[]> =>
  v.parse(namedOptionsSchema, await http.get(`api/${list}`).json());

/** One user's public fields, e.g. the trello_id before adding them to a board card. */
export const fetchUser = async (id: number): Promise<User> =>
  v.parse(userSchema, await http.get(`api/users/${id}`).json());
