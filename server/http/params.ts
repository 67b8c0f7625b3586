import * as v from 'valibot';

/** A path id: the digits of `:id{[0-9]+}` as a positive safe integer (else 404 'No id 0'). */
export const idParam = v.pipe(
  v.string(),
  v.regex(/^\d+$/),
  v.transform(Number),
  v.check((id) => Number.isSafeInteger(id) && id > 0),
);

/** The params of every `/…/:id{[0-9]+}/…` route. */
export const idParams = v.object({ id: idParam });
