/**
 * Updating a machine's list of records from a server answer: the answer replaces the record with
 * its id, or the record with that id leaves the list. Order is kept, so a row never jumps.
 */
interface HasId {
  id: number;
}

export const replaceById = <T extends HasId>(list: readonly T[], updated: T): T[] =>
  list.map((item) => (item.id === updated.id ? updated : item));

export const withoutId = <T extends HasId>(list: readonly T[], id: number): T[] => list.filter((item) => item.id !== id);

export const findById = <T extends HasId>(list: readonly T[], id: number): T | undefined => list.find((item) => item.id === id);
