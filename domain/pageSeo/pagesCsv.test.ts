import { describe, expect, it } from 'vitest';
import { csvCell, pagesCsv } from './pagesCsv';

describe('pages CSV', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tcmd'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, "'+1", "'-2", "'@SUM(A1)", "'\tcmd"]);
    expect(csvCell('Home = family')).toBe('Home = family');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvCell('Say "hello"')).toBe('"Say ""hello"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('lists path, title, SEO title and SEO description, a header first', () => {
    expect(pagesCsv([{ path: 'home', title: 'Home', seo: { title: 'Home | Smith', description: '-Caring, always' } }])).toBe(
      'Path,Title,SEO Title,SEO Description\r\nhome,Home,Home | Smith,"\'-Caring, always"\r\n',
    );
  });
});
