/**
 * Browser types of the shared lookup lists (part 1 §3). domain/api/lookups.schema.ts did not exist
 * when these were written; once it does, these should become its InferOutput types.
 */

/** A person who can be assigned to a site in one role. */
export type PersonOption = {
  id: number | string;
  user_id: number | string;
  name: string;
  image: string | null;
};

/** Corporations, referral partners, providers and funding partners. */
export type NamedOption = {
  id: number | string;
  name: string;
};

/** The first entry of every people list; choosing it clears the assignment. */
export const notAssigned: PersonOption = { id: 'none', user_id: 'none', name: 'Not assigned', image: null };

export const peopleListNames = ['designers', 'florists', 'ams', 'sdrs', 'aes', 'cares'] as const;
export type PeopleListName = (typeof peopleListNames)[number];

export const namedListNames = ['corporations', 'referralPartners', 'providers', 'fundingPartners'] as const;
export type NamedListName = (typeof namedListNames)[number];

export type Lookups = Record<PeopleListName, PersonOption[]> & Record<NamedListName, NamedOption[]>;
