import * as v from 'valibot';

/** The largest id a row can have: every id column is a PostgreSQL `integer` (serial). */
export const maxId = 2_147_483_647;

const idRange = (field: string) => `${field} must be a whole number from 1 to ${maxId}`;

/**
 * An id as a number (a JSON body, a search param the router read as JSON, navigation state).
 * Anything outside 1..maxId is refused here (400 naming the field): it cannot name a row, and
 * PostgreSQL would refuse it as out of range for its column.
 */
export const idSchema = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(idRange(field)),
    v.minValue(1, idRange(field)),
    v.maxValue(maxId, idRange(field)),
  );

/**
 * An id as text (a query string '?fhid=12', a path segment, a form field): digits only, then the
 * same range as idSchema. Digits beyond the range become a number too large, so they fail the range.
 */
export const idText = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.regex(/^\d+$/, idRange(field)),
    v.transform(Number),
    v.minValue(1, idRange(field)),
    v.maxValue(maxId, idRange(field)),
  );

/**
 * A path id: the digits of `:id{[0-9]+}` (server) or `$id` (browser routes) as a number from 1 to
 * maxId. Anything else cannot name a row, so it is not found (404 'No id 0', 'No id 2147483648';
 * the browser's not-found page), never sent to the database.
 */
export const idParam = idText('id');

/** The params of every `/…/:id{[0-9]+}/…` route. */
export const idParams = v.object({ id: idParam });
