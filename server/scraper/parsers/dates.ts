const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const monthIndex = (name: string): number =>
  months.findIndex((month) => month.startsWith(name.toLowerCase().replace(/\.$/, '').slice(0, 3)));

const isoOf = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1800 || year > 2200) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const monthName =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

/** The date forms old obituary sites write, each with how to read its captures. */
const datePatterns: ReadonlyArray<{ pattern: RegExp; read: (match: RegExpExecArray) => string | null }> = [
  { pattern: /(\d{4})-(\d{2})-(\d{2})/, read: (m) => isoOf(Number(m[1]), Number(m[2]), Number(m[3])) },
  {
    pattern: new RegExp(`${monthName}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`, 'i'),
    read: (m) => isoOf(Number(m[3]), monthIndex(m[1]!) + 1, Number(m[2])),
  },
  {
    pattern: new RegExp(`(\\d{1,2})\\s+${monthName},?\\s+(\\d{4})`, 'i'),
    read: (m) => isoOf(Number(m[3]), monthIndex(m[2]!) + 1, Number(m[1])),
  },
  { pattern: /(\d{1,2})\/(\d{1,2})\/(\d{4})/, read: (m) => isoOf(Number(m[3]), Number(m[1]), Number(m[2])) },
];

/** The first date in a text as 'YYYY-MM-DD', or null. */
export const isoDateIn = (text: string | null | undefined): string | null => {
  if (!text) return null;
  let best: { index: number; value: string } | null = null;
  for (const { pattern, read } of datePatterns) {
    const match = pattern.exec(text);
    const value = match && read(match);
    if (match && value && (!best || match.index < best.index)) best = { index: match.index, value };
  }
  return best?.value ?? null;
};

/** Every date in a text, in order ('January 5, 1940 - March 3, 2024' gives both). */
export const isoDatesIn = (text: string | null | undefined): string[] => {
  const dates: string[] = [];
  let rest = text ?? '';
  for (let guard = 0; guard < 10; guard += 1) {
    let first: { index: number; length: number; value: string } | null = null;
    for (const { pattern, read } of datePatterns) {
      const match = pattern.exec(rest);
      const value = match && read(match);
      if (match && value && (!first || match.index < first.index)) first = { index: match.index, length: match[0].length, value };
    }
    if (!first) break;
    dates.push(first.value);
    rest = rest.slice(first.index + first.length);
  }
  return dates;
};
