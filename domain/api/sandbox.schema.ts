import * as v from 'valibot';

/** A sandbox page's body: HTML, which a refusal (404, 403) carries too instead of `{error}`. */
export const htmlPageSchema = v.string();
