import { csvLine } from '../csv/csvCell';

/** A page as the CSV export lists it. */
interface CsvPage {
  path: string;
  title: string;
  seo: { title: string; description: string };
}

/** The site's pages as CSV (path, title, SEO title, SEO description), CRLF line ends as RFC 4180 has them. */
export const pagesCsv = (pages: readonly CsvPage[]): string =>
  [['Path', 'Title', 'SEO Title', 'SEO Description'], ...pages.map((page) => [page.path, page.title, page.seo.title, page.seo.description])]
    .map(csvLine)
    .join('');
