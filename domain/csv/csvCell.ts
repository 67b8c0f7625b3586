/**
 * One CSV cell. A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return that some strip first) gets a leading apostrophe, so opening the file runs
 * nothing; then RFC 4180 quoting where the cell needs it. Every CSV the app writes goes through it
 * (the pages export, the site-list export).
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV line, CRLF-ended as RFC 4180 has it. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
