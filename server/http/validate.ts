import type { Context } from 'hono';
import * as v from 'valibot';
import type { ParamsSchema } from '../../domain/api/endpoint';
import { HttpError } from './httpError';

/** The first issue as 'field' and 'reason', and every bad field in 'fields', so a 400 names what to fix. */
const toHttpError = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): HttpError => {
  const issue = issues[0];
  const field = v.getDotPath(issue) ?? 'body';
  const fields = [...new Set(issues.map((each) => v.getDotPath(each) ?? 'body'))];
  return new HttpError(400, `Invalid ${field}: ${issue.message}`, { field, reason: issue.message, fields });
};

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL could not store this value as given, or null when it could. */
const unstorable = (value: unknown): string | null => {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'must not contain a NUL character';
    if (loneSurrogate.test(value)) return 'must not contain an unpaired surrogate';
  }
  // JSON.parse reads 1e400 as Infinity, which no column holds.
  if (typeof value === 'number' && !Number.isFinite(value)) return 'must be a finite number';
  return null;
};

/** A key as it can be shown in a message: the characters that made it unstorable replaced. */
const printable = (key: string) => key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(loneSurrogate, 'g'), '\uFFFD');

/**
 * The first value anywhere in the input, keys included, that PostgreSQL cannot store (a NUL, an
 * unpaired surrogate, an infinite number), with its dot path. Breadth first, without recursion and
 * with each node pointing at its parent (a path is built only for the value found), so nesting
 * thousands deep costs no more than any other input of its size.
 */
const findUnstorable = (input: unknown, root: string): { field: string; reason: string } | null => {
  const nodes: Array<{ value: unknown; key: string; parent: number }> = [{ value: input, key: root, parent: -1 }];
  const pathTo = (index: number, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = index; at > 0; at = nodes[at]!.parent) keys.unshift(nodes[at]!.key);
    return keys.length ? keys.join('.') : root;
  };
  for (let next = 0; next < nodes.length; next += 1) {
    const { value } = nodes[next]!;
    const reason = unstorable(value);
    if (reason) return { field: pathTo(next), reason };
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const keyReason = unstorable(key);
      if (keyReason) return { field: pathTo(next, printable(key)), reason: keyReason };
      nodes.push({ value: child, key, parent: next });
    }
  }
  return null;
};

const badField = (field: string, reason: string) => new HttpError(400, `Invalid ${field}: ${reason}`, { field, reason, fields: [field] });

/**
 * Parses input from the client: first the rule every field shares (text and numbers PostgreSQL can
 * store, so bad input is a 400 naming the field and never a database error), then the schema.
 */
export const parseWith = <S extends v.GenericSchema>(schema: S, input: unknown, root = 'body'): v.InferOutput<S> => {
  const bad = findUnstorable(input, root);
  if (bad) throw badField(bad.field, bad.reason);
  const result = v.safeParse(schema, input);
  if (!result.success) throw toHttpError(result.issues);
  return result.output;
};

const notJsonObject = () => badField('body', 'expected a JSON object');

const isJson = (contentType: string) => /^application\/json\s*(;|$)/i.test(contentType);

/**
 * The JSON body of a mutation, parsed by the route's schema (none: the body is checked, then
 * ignored). A body must be declared application/json (415 otherwise, uploads excepted: they read
 * their own) and be a JSON object, whatever the schema would make of an array or a scalar. An empty
 * body is accepted only by a route without a schema or a schema that accepts none (`v.optional(...)`).
 */
export const readBody = async <S extends v.GenericSchema>(c: Context, schema: S | undefined): Promise<v.InferOutput<S> | undefined> => {
  const contentType = c.req.header('content-type');
  const text = await c.req.text();
  if (contentType === undefined ? text.trim() !== '' : !isJson(contentType)) {
    throw new HttpError(415, 'Send the body as application/json', {
      field: 'content-type',
      reason: 'must be application/json',
      fields: ['content-type'],
    });
  }
  if (text.trim() === '') {
    if (!schema) return undefined;
    const none = v.safeParse(schema, undefined);
    if (none.success) return none.output;
    throw notJsonObject();
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notJsonObject();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw notJsonObject();
  return parseWith(schema ?? v.unknown(), body);
};

export const readQuery = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> => parseWith(schema, c.req.query(), 'query');

/**
 * Path parameters: a value that cannot name anything is not found (404 'No id 0', 'No id
 * 2147483648'), not a bad request. A parameter schema titled with `v.title('builder site')` names itself so in the message.
 */
export const readParams = <S extends ParamsSchema>(c: Context, schema: S): v.InferOutput<S> => {
  const raw = c.req.param() as Record<string, string>;
  // Text no row can hold (a NUL, an unpaired surrogate) names nothing either.
  const unstorable = findUnstorable(raw, '');
  const result = v.safeParse(schema, raw);
  if (result.success && !unstorable) return result.output;
  const name = unstorable?.field ?? (result.success ? '' : (v.getDotPath(result.issues[0]) ?? ''));
  const entry = schema.entries[name];
  throw new HttpError(404, `No ${(entry && v.getTitle(entry)) ?? name} ${raw[name] ?? ''}`);
};
