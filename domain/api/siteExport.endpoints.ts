import { endpoint, rawAnswer } from './endpoint';
import { siteExportQuery } from './siteExport.schema';

/** A list's CSV download (issue 19, docs/decisions/0353-csv-export.md). */
export const siteExportEndpoints = {
  export: endpoint({
    method: 'get',
    path: '/api/sites/export',
    capability: 'readSites',
    summary: "Every row matching a list's filters and sort, as a CSV download",
    description: [
      "The query is the list's own (GET /api/sites; the page and page size are ignored) and `screen`, the list screen it is of, which picks the columns and the file name. What a role may see is the list's own rule (Test sites only for an admin).",
      'The file streams as it is read (decisions 0353, 0396): UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting, a cell starting with = + - @ (or a tab or carriage return) prefixed with an apostrophe. Columns are the screen\'s but Actions, headed as the table heads them, each cell the text it shows. `Content-Disposition: attachment; filename="<screen heading in kebab case>-YYYY-MM-DD.csv"`, `Cache-Control: no-store`.',
      "The browser's 'Export CSV' is a plain download link, so the session cookie goes with it.",
    ].join('\n\n'),
    query: siteExportQuery,
    answers: { 200: rawAnswer('text/csv', 'The CSV file, with a header row') },
  }),
};
