import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csvCell';

describe('CSV cells', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tcmd'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tcmd",
    ]);
    expect(csvCell('Home = family')).toBe('Home = family');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvCell('Say "hello"')).toBe('"Say ""hello"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b, c', '=1'])).toBe('a,"b, c",\'=1\r\n');
  });
});
