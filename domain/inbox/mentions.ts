/** A person the `@` box can offer. */
export interface Mentionable {
  id: number;
  name: string;
}

/** The text the `@` box puts in a note or revision for a person. */
export const mentionText = (person: Mentionable): string => `@${person.name}`;

/**
 * The people picked in the box whose `@Name` is still in the text when it is sent: the browser
 * sends their ids (a name alone could be two people), and a mention deleted from the text before
 * sending is no mention (docs/decisions/0520).
 */
export const mentionedIn = (text: string, picked: readonly Mentionable[]): number[] => [
  ...new Set(picked.filter((person) => text.includes(mentionText(person))).map((person) => person.id)),
];

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
export const mentionChoices = (people: readonly Mentionable[], query: string): Mentionable[] => {
  const text = query.toLowerCase();
  const seen = new Set<number>();
  return people
    .filter((person) => person.name.toLowerCase().includes(text) && !seen.has(person.id) && seen.add(person.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 8);
};
