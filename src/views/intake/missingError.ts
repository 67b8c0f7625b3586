/**
 * The error a wizard field shows after Next or Submit found it empty (issue 33): the alert lists the
 * fields, and each listed field is marked too, so people find it without reading the list.
 */
export const missingError = (missing: readonly string[], label: string): string | undefined =>
  missing.includes(label) ? 'Required' : undefined;
