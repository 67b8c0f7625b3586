/**
 * Whether a statement failed on a unique index (PostgreSQL's 23505): how two requests that raced
 * past the same check find out, so the loser answers as its single version would (issue 28).
 */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
