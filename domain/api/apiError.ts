import * as v from 'valibot';

/** The body of every refusal the API sends: what went wrong, and for a 400 the field and the reason. */
export const apiErrorBodySchema = v.object({
  error: v.string(),
  field: v.optional(v.string()),
  reason: v.optional(v.string()),
  /** Every bad field of a 400. */
  fields: v.optional(v.array(v.string())),
  /** The sentence under a refusal's title (the link page's modal, part 2 §8). */
  errorMessage: v.optional(v.string()),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

/**
 * A failed API call as the browser sees it, the one error type of the transport (src/api/http.ts):
 * the HTTP status (0 when no answer arrived) and the server's `{error, field, reason}`. Machines
 * read it to tell a refusal the server explained from a failure it did not.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly field: string | undefined;
  readonly reason: string | undefined;
  /**
   * The refusal's body as the server sent it, for the few refusals that carry more than their
   * message (staging's 409 lists the collection URLs that do not resolve: staging.schema.ts).
   */
  readonly details: unknown;
  readonly errorMessage: string | undefined;

  constructor(status: number, body: ApiErrorBody, details: unknown = body) {
    super(body.error);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.field = body.field;
    this.reason = body.reason;
    this.details = details;
    this.errorMessage = body.errorMessage;
  }
}

/**
 * The one way to read a failure outside the transport: the call's ApiError (its status, the
 * server's words, the field and reason of a 400), or null when the error is not an API failure
 * (a bug, a crash), which every reader treats as a failure nobody explained.
 */
export const apiFailureOf = (error: unknown): ApiError | null => (error instanceof ApiError ? error : null);

/**
 * The server's own words when it refused a request it understood (a 4xx with a message), or null
 * for anything else (no answer, a 5xx, a crash): the first is worth showing, the second gets the
 * screen's own failure text.
 */
export const refusalOf = (error: unknown): string | null => {
  const failure = apiFailureOf(error);
  return failure && failure.status >= 400 && failure.status < 500 ? failure.error : null;
};
