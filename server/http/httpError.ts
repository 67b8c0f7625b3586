import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error that becomes a JSON response `{error, field?, reason?, fields?, errorMessage?}` with its
 * status: `fields` names every bad field of a 400, `errorMessage` is the sentence under a refusal's
 * title (the link page's modal, part 2 §8).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: { field?: string; reason?: string; fields?: string[]; errorMessage?: string } = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (capability: string) => new HttpError(403, `Your role may not ${capability}`);
export const conflict = (message: string) => new HttpError(409, message);
