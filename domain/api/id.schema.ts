import * as v from 'valibot';

/** The largest id a row can have: every id column is a PostgreSQL `integer` (serial). */
export const maxId = 2_147_483_647;

const idRange = (field: string) => `${field} must be a whole number from 1 to ${maxId}`;

/**
 * An id in a JSON body. Anything outside 1..maxId is refused here (400 naming the field): it
 * cannot name a row, and PostgreSQL would refuse it as out of range for its column.
 */
export const idSchema = (field: string) =>
  v.pipe(v.number(`${field} must be a number`), v.integer(idRange(field)), v.minValue(1, idRange(field)), v.maxValue(maxId, idRange(field)));

/** An id in a query string ('?fhid=12'), the same range as idSchema. */
export const idText = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.regex(/^\d{1,10}$/, idRange(field)), v.transform(Number), v.minValue(1, idRange(field)), v.maxValue(maxId, idRange(field)));

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
