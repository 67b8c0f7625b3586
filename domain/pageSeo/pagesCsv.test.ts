import { describe, expect, it } from 'vitest';
import { pagesCsv } from './pagesCsv';

describe('pages CSV', () => {
  it('lists path, title, SEO title and SEO description, a header first', () => {
    expect(pagesCsv([{ path: 'home', title: 'Home', seo: { title: 'Home | Smith', description: '-Caring, always' } }])).toBe(
      'Path,Title,SEO Title,SEO Description\r\nhome,Home,Home | Smith,"\'-Caring, always"\r\n',
    );
  });
});
