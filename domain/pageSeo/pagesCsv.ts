/** A page as the CSV export lists it. */
interface CsvPage {
  path: string;
  title: string;
  seo: { title: string; description: string };
}

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return that some strip first) gets a leading apostrophe, so opening the file runs
 * nothing; then RFC 4180 quoting where the cell needs it.
 */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The site's pages as CSV (path, title, SEO title, SEO description), CRLF line ends as RFC 4180 has them. */
export const pagesCsv = (pages: readonly CsvPage[]): string =>
  [['Path', 'Title', 'SEO Title', 'SEO Description'], ...pages.map((page) => [page.path, page.title, page.seo.title, page.seo.description])]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n') + '\r\n';
