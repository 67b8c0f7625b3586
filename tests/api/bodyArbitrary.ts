import fc from 'fast-check';
import type * as v from 'valibot';

/** What fast-check needs to know of a valibot schema or pipe action; read from the schema, never listed per route. */
interface SchemaNode {
  kind: string;
  type: string;
  pipe?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: readonly SchemaNode[];
  options?: readonly unknown[];
  literal?: unknown;
  value?: SchemaNode;
  requirement?: unknown;
}

/** Text no database column can hold (NUL, unpaired surrogates), or that has hurt before: quotes, huge, blank. */
const unstorableStrings = ['\u0000', 'Smith\u0000 Funeral Home', '\ud800', 'Smith \udfff', '\udc00\ud800'];
const hostileStrings = [...unstorableStrings, '', ' ', "'; drop table sites; --", '%00', '\u202e', 'x'.repeat(10_001)];

/** Numbers around the edges of an id column (integer: up to 2^31-1) and of JavaScript's safe integers. */
const hostileNumbers = [0, -1, 1.5, 2_147_483_647, 2_147_483_648, 2 ** 53, 2 ** 53 + 2, 1e20, -2_147_483_649, Number.MAX_VALUE, 1e-7];

/** A value of any JSON shape, wrong types and nesting included. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, null, true, false, [], {}, [[[]]], { 0: 'x' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies that are not JSON objects, or not JSON, sent as raw text: arrays, scalars, numbers JSON.parse makes Infinity, deep nesting. */
const rawBodies = fc.constantFrom(
  '[]',
  '[{}]',
  'null',
  '"text"',
  '12',
  'true',
  '{"fhid":1e400}',
  '{"id":-1e400,"note":"x"}',
  '{',
  '{"a":1,}',
  '{"__proto__":{"admin":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"\\u0000":"key with NUL"}',
  '{"note":"\\ud800"}',
);

const actionsOf = (schema: SchemaNode) => (schema.pipe ?? []).slice(1);

/** Strings the pattern matches; fast-check cannot build one for a lookaround, so those get any short text. */
const matching = (pattern: RegExp): fc.Arbitrary<string> => {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.string({ maxLength: 40 });
  }
};

/** A string the pipe's format actions would accept (regex, email, url, uuid, date), else null. */
const formattedString = (schema: SchemaNode): fc.Arbitrary<string> | null => {
  for (const action of actionsOf(schema)) {
    if (action.type === 'regex' && action.requirement instanceof RegExp) return matching(action.requirement);
    if (action.type === 'email') return fc.constantFrom('someone@example.com', 'a.b@test.example');
    if (action.type === 'url') return fc.constantFrom('https://example.com', 'https://example.com/obituaries?page=2');
    if (action.type === 'uuid') return fc.uuid();
    if (action.type === 'iso_date') return fc.constantFrom('2027-01-15', '2026-12-31');
  }
  return null;
};

const requirementOf = (schema: SchemaNode, type: string) => actionsOf(schema).find((action) => action.type === type)?.requirement;

const numberFor = (schema: SchemaNode, knownIds: readonly number[]): fc.Arbitrary<number> => {
  const min = requirementOf(schema, 'min_value');
  const max = requirementOf(schema, 'max_value');
  // A small range (a preset 1 to 7, a page size): its bounds and middle are the values that pass.
  const inRange = typeof min === 'number' && typeof max === 'number' && max - min < 1e6 ? [min, max, Math.round((min + max) / 2)] : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds, ...inRange) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
};

/**
 * Values the schema's type admits, most of them near what it accepts (its picklists, literals,
 * formats, ranges, the ids that exist), with hostile text and numbers in every field of their type
 * and, now and then, a value of the wrong type instead.
 */
const typedValue = (schema: SchemaNode, knownIds: readonly number[]): fc.Arbitrary<unknown> => {
  // A pipe that hands its input on to a schema (v.pipe(v.optional(v.unknown()), scrapeType)): that schema says the shape.
  const inner = actionsOf(schema).findLast((step) => step.kind === 'schema');
  if (inner) return valueFor(inner, knownIds);
  switch (schema.type) {
    case 'string':
      return fc.oneof(
        { weight: 4, arbitrary: formattedString(schema) ?? fc.string({ maxLength: 40 }) },
        { weight: 2, arbitrary: fc.constantFrom(...unstorableStrings) },
        { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      );
    case 'number':
      return numberFor(schema, knownIds);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema.literal);
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(schema.options ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'nullable':
    case 'nullish':
      return fc.oneof(fc.constant(schema.type === 'optional' ? undefined : null), valueFor(schema.wrapped!, knownIds));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return fc.record(Object.fromEntries(Object.entries(schema.entries ?? {}).map(([key, entry]) => [key, valueFor(entry, knownIds)])));
    case 'array':
      return fc.array(valueFor(schema.item!, knownIds), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(schema.items ?? []).map((item) => valueFor(item, knownIds)));
    case 'record':
      return fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...hostileStrings)), valueFor(schema.value!, knownIds), {
        maxKeys: 4,
      });
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as SchemaNode[]).map((option) => valueFor(option, knownIds)));
    default:
      return junk;
  }
};

const valueFor = (schema: SchemaNode, knownIds: readonly number[]): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 9, arbitrary: typedValue(schema, knownIds) }, { weight: 1, arbitrary: junk });

/**
 * The body text of one request to a route with this schema (none: `{}` and junk): mostly the
 * schema's shape with hostile values, sometimes any JSON value, sometimes raw text that is not a
 * JSON object at all. undefined sends no body.
 */
export const bodyText = (schema: v.GenericSchema | undefined, knownIds: readonly number[]): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    {
      weight: 7,
      arbitrary: (schema ? typedValue(schema as unknown as SchemaNode, knownIds) : fc.constant({})).map((value) => JSON.stringify(value)),
    },
    { weight: 2, arbitrary: junk.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: rawBodies },
  );

/** The declared content type: JSON mostly, sometimes a type a JSON route must refuse. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonx'),
  },
);
