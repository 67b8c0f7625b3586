import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './httpError';

/** The first issue as 'field' and 'reason', so a 400 names what to fix. */
const toHttpError = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): HttpError => {
  const issue = issues[0];
  const field = v.getDotPath(issue) ?? 'body';
  return new HttpError(400, `Invalid ${field}: ${issue.message}`, { field, reason: issue.message });
};

export const parseWith = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, input);
  if (!result.success) throw toHttpError(result.issues);
  return result.output;
};

export const readJson = async <S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'Invalid body: expected a JSON object', { field: 'body', reason: 'expected a JSON object' });
  }
  return parseWith(schema, body);
};

export const readQuery = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> => parseWith(schema, c.req.query());

/** Path parameters such as {id}: a positive integer or 404 (an id that cannot exist is not found). */
export const readIdParam = (c: Context, name = 'id'): number => {
  const raw = c.req.param(name) ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, `No ${name} ${raw}`);
  return id;
};
