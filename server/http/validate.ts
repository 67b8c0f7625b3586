import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './httpError';

/** The first issue as 'field' and 'reason', and every bad field in 'fields', so a 400 names what to fix. */
const toHttpError = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): HttpError => {
  const issue = issues[0];
  const field = v.getDotPath(issue) ?? 'body';
  const fields = [...new Set(issues.map((each) => v.getDotPath(each) ?? 'body'))];
  return new HttpError(400, `Invalid ${field}: ${issue.message}`, { field, reason: issue.message, fields });
};

export const parseWith = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, input);
  if (!result.success) throw toHttpError(result.issues);
  return result.output;
};

const notJsonObject = () => new HttpError(400, 'Invalid body: expected a JSON object', { field: 'body', reason: 'expected a JSON object' });

/** The JSON body; an empty body is accepted only by a schema that accepts none (`v.optional(...)`). */
export const readBody = async <S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> => {
  const text = await c.req.text();
  if (text.trim() === '') {
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
  return parseWith(schema, body);
};

export const readQuery = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> => parseWith(schema, c.req.query());

/** The schema of a route's path parameters: an object, one entry per `:name`. */
export type ParamsSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * Path parameters: a value that cannot name anything is not found (404 'No id 0'), not a bad
 * request. A parameter schema titled with `v.title('builder site')` names itself so in the message.
 */
export const readParams = <S extends ParamsSchema>(c: Context, schema: S): v.InferOutput<S> => {
  const raw = c.req.param() as Record<string, string>;
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const name = v.getDotPath(result.issues[0]) ?? '';
  const entry = schema.entries[name];
  throw new HttpError(404, `No ${(entry && v.getTitle(entry)) ?? name} ${raw[name] ?? ''}`);
};
