import { describe, expect, it } from 'vitest';
import { csvRecords } from './csvRecords';
import { subscriberRows } from './subscriberRows';

describe('csvRecords', () => {
  it('reads quoted cells with commas, quotes and line breaks, numbering records by their first line', () => {
    expect(csvRecords('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n\nlast')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 5, cells: ['last'] },
    ]);
  });
});

describe('subscriberRows', () => {
  it('checks every row: e-mail required, name optional, repeated addresses counted once', () => {
    expect(subscriberRows('E-mail,Name\nAnn@Example.com,Ann\n,Nobody\nbad@,X\nann@example.com,Again\ncarl@example.com,\n')).toEqual({
      ok: true,
      rows: [
        { line: 2, email: 'ann@example.com', name: 'Ann' },
        { line: 6, email: 'carl@example.com', name: null },
      ],
      invalid: [
        { line: 3, reason: 'e-mail is missing' },
        { line: 4, reason: "'bad@' is not an e-mail address" },
      ],
      duplicatesInFile: 1,
    });
  });

  it('joins first and last name columns', () => {
    const parsed = subscriberRows('first_name,last_name,email_address\nMary,Jones,mary@example.com\n');
    expect(parsed).toMatchObject({ ok: true, rows: [{ line: 2, email: 'mary@example.com', name: 'Mary Jones' }] });
  });

  it('refuses a file without an email column or without rows', () => {
    expect(subscriberRows('Name\nMary\n')).toEqual({
      ok: false,
      reason: 'the file needs an email column (a header row naming it, or addresses in the first column)',
    });
    expect(subscriberRows('\n\n')).toEqual({ ok: false, reason: 'the file has no rows' });
  });
});
