import * as v from 'valibot';
import { maxId } from '../../domain/api/id.schema';

/**
 * A path id: the digits of `:id{[0-9]+}` as a number from 1 to maxId. Anything else cannot name a
 * row, so it is not found (404 'No id 0', 'No id 2147483648'), never sent to the database.
 */
export const idParam = v.pipe(
  v.string(),
  v.regex(/^\d+$/),
  v.transform(Number),
  v.check((id) => Number.isSafeInteger(id) && id > 0 && id <= maxId),
);

/** The params of every `/…/:id{[0-9]+}/…` route. */
export const idParams = v.object({ id: idParam });
