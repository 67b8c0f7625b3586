import { csvRecords } from './csvRecords';

interface SubscriberRow {
  line: number;
  /** Lower-cased: one address is one subscriber however it was typed. */
  email: string;
  name: string | null;
}

interface InvalidRow {
  line: number;
  reason: string;
}

export type SubscriberRows =
  { ok: true; rows: SubscriberRow[]; invalid: InvalidRow[]; duplicatesInFile: number } | { ok: false; reason: string };

const maxNameLength = 200;

const emailPattern = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[a-z]{2,}$/i;
const isEmailAddress = (value: string): boolean => value.length <= 254 && emailPattern.test(value);

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

interface Columns {
  email: number;
  name: number[];
}

/**
 * Which cells hold the address and the name: a header row naming an e-mail column (with a name
 * column, or first and last name columns), or no header at all when the first row already holds
 * an address (then e-mail first, name second, as most providers export).
 */
const columnsOf = (header: string[]): { columns: Columns; hasHeader: boolean } | null => {
  const keys = header.map(headerKey);
  const email = keys.findIndex((key) => key === 'email' || key === 'emailaddress' || key === 'subscriberemail');
  if (email >= 0) {
    const name = keys.findIndex((key) => key === 'name' || key === 'fullname' || key === 'subscribername');
    const first = keys.findIndex((key) => key === 'firstname');
    const last = keys.findIndex((key) => key === 'lastname');
    return { columns: { email, name: name >= 0 ? [name] : [first, last].filter((index) => index >= 0) }, hasHeader: true };
  }
  if (isEmailAddress((header[0] ?? '').trim())) return { columns: { email: 0, name: [1] }, hasHeader: false };
  return null;
};

/**
 * Every row of an obituary-subscriber CSV checked (issue 15): an e-mail is required and must be an
 * address, a name is optional. An address seen earlier in the same file is a duplicate, not an
 * error. The line numbers are the file's, header included, so staff can find the row.
 */
export const subscriberRows = (csv: string): SubscriberRows => {
  const [header, ...rest] = csvRecords(csv);
  if (!header) return { ok: false, reason: 'the file has no rows' };
  const found = columnsOf(header.cells);
  if (!found) return { ok: false, reason: 'the file needs an email column (a header row naming it, or addresses in the first column)' };
  const { columns, hasHeader } = found;
  const rows: SubscriberRow[] = [];
  const invalid: InvalidRow[] = [];
  const seen = new Set<string>();
  let duplicatesInFile = 0;
  for (const record of hasHeader ? rest : [header, ...rest]) {
    const email = (record.cells[columns.email] ?? '').trim();
    const name = columns.name
      .map((index) => (record.cells[index] ?? '').trim())
      .filter(Boolean)
      .join(' ');
    if (email === '') invalid.push({ line: record.line, reason: 'e-mail is missing' });
    else if (!isEmailAddress(email)) invalid.push({ line: record.line, reason: `'${email}' is not an e-mail address` });
    else if (name.length > maxNameLength) invalid.push({ line: record.line, reason: `name is longer than ${maxNameLength} characters` });
    else if (seen.has(email.toLowerCase())) duplicatesInFile += 1;
    else {
      seen.add(email.toLowerCase());
      rows.push({ line: record.line, email: email.toLowerCase(), name: name || null });
    }
  }
  return { ok: true, rows, invalid, duplicatesInFile };
};
