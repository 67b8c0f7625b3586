import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error that becomes a JSON response `{error, field?, reason?}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: { field?: string; reason?: string } = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (capability: string) => new HttpError(403, `Your role may not ${capability}`);
export const conflict = (message: string) => new HttpError(409, message);
