import type { NamedLookup, NamedOption, PersonLookup, PersonOption } from '../../domain/api/lookups.schema';

export type { NamedLookup, NamedOption, PersonLookup, PersonOption };

/** The first entry of every people list; choosing it clears the assignment (part 1 §3). */
export const notAssigned = { id: 'none', user_id: 'none', name: 'Not assigned', image: null } as const;

/** An entry of a people pick list: a person, or 'Not assigned'. */
export type PersonChoice = PersonOption | typeof notAssigned;

export const isNotAssigned = (choice: PersonChoice): choice is typeof notAssigned => choice.id === 'none';

/** Every shared list, as screens read them from useLookups(). */
export type Lookups = Record<PersonLookup, PersonChoice[]> & Record<NamedLookup, NamedOption[]>;
