import type { CheerioAPI } from 'cheerio';

type JsonObject = Record<string, unknown>;

/**
 * Provider pages often escape their JSON-LD badly: stray backslashes before ordinary characters,
 * raw line breaks inside strings, trailing commas. Repair those before giving up on a block.
 */
const repair = (raw: string): string =>
  raw
    .replace(/\\(?!["\\/bfnrtu])/g, '')
    // eslint-disable-next-line no-control-regex -- raw control characters inside strings are what breaks these blocks
    .replace(/[\u0000-\u001f]+/g, ' ')
    .replace(/,\s*([}\]])/g, '$1');

const parseBlock = (raw: string): unknown => {
  for (const text of [raw, repair(raw)]) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // try the repaired text next
    }
  }
  return null;
};

const flatten = (value: unknown): JsonObject[] => {
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (!value || typeof value !== 'object') return [];
  const object = value as JsonObject;
  return [object, ...flatten(object['@graph'])];
};

const typesOf = (object: JsonObject): string[] => {
  const type = object['@type'];
  return (Array.isArray(type) ? type : [type]).filter((entry): entry is string => typeof entry === 'string');
};

/** Every JSON-LD object of the page (including @graph members) whose @type is one of `types`. */
export const jsonLdObjects = ($: CheerioAPI, types: readonly string[]): JsonObject[] =>
  $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((element) => flatten(parseBlock($(element).text())))
    .filter((object) => typesOf(object).some((type) => types.includes(type)));

/** A JSON-LD value as text: a string, the first of a list, or an object's url/name. */
export const jsonLdText = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return jsonLdText(value[0]);
  if (value && typeof value === 'object') return jsonLdText((value as JsonObject).url ?? (value as JsonObject).name);
  return null;
};
