import type { StaffMember } from '../api/lookups.schema';
import { roleNames } from '../roles';

/** A person the `@` box can offer. */
export interface Mentionable {
  id: number;
  name: string;
}

/** The text the `@` box puts in a note or revision for a person. */
export const mentionText = (person: Mentionable): string => `@${person.name}`;

/** How often `@Name` stands in the text as a whole name: `@Ann` is not in `@Anna Lee`. */
const timesNamed = (text: string, person: Mentionable): number => {
  const name = mentionText(person).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${name}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0;
};

/**
 * The people picked in the box whose `@Name` is still in the text when it is sent: the browser
 * sends their ids (a name alone could be two people), and a mention deleted from the text before
 * sending is no mention (docs/decisions/0520, 0554). When namesakes were picked, each `@Name` left
 * stands for the latest pick of that name.
 */
export const mentionedIn = (text: string, picked: readonly Mentionable[]): number[] => {
  const left = new Map<string, number>();
  const kept = new Set<number>();
  for (const person of [...picked].reverse()) {
    const name = mentionText(person);
    const times = left.get(name) ?? timesNamed(text, person);
    if (kept.has(person.id) || times === 0) continue;
    kept.add(person.id);
    left.set(name, times - 1);
  }
  return [...new Set(picked.map((person) => person.id))].filter((id) => kept.has(id));
};

/**
 * The `@` being typed at the caret, if any: the word after the last `@` that starts the text or
 * follows a space, up to the caret. Null when the caret is not in a mention.
 */
export const mentionQueryAt = (text: string, caret: number): { start: number; query: string } | null => {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || (at > 0 && !/\s/.test(before.charAt(at - 1)))) return null;
  const query = before.slice(at + 1);
  // A name has at most one space between words; a second one or a line break ends the mention.
  if (/\n|\s\s/.test(query) || query.split(' ').length > 3) return null;
  return { start: at, query };
};

/** The people the `@` box offers for what was typed after the `@`: names containing it, each person once, at most eight. */
export const mentionChoices = <P extends Mentionable>(people: readonly P[], query: string): P[] => {
  const text = query.toLowerCase();
  const seen = new Set<number>();
  return people
    .filter((person) => person.name.toLowerCase().includes(text) && !seen.has(person.id) && seen.add(person.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 8);
};

/**
 * What the `@` box shows under a person's name so namesakes can be told apart (docs/decisions/0554):
 * their role, and their e-mail when someone else offered has the same name.
 */
export const mentionDetail = (person: StaffMember, people: readonly StaffMember[]): string =>
  people.some((other) => other.id !== person.id && other.name === person.name)
    ? `${roleNames[person.role]} · ${person.email}`
    : roleNames[person.role];
