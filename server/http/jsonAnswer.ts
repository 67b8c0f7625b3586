import type { Context } from 'hono';
import { chooseEncoding, compressBody, compressMinimumBytes } from './compressResponses';

/** A JSON answer serialised once; its compressed copies are made at the first request for each encoding and kept with it. */
export interface JsonAnswer {
  json: Buffer<ArrayBuffer>;
  encoded: Map<'br' | 'gzip', Promise<Buffer<ArrayBuffer>>>;
}

export const jsonAnswer = (body: unknown): JsonAnswer => ({ json: Buffer.from(JSON.stringify(body)), encoded: new Map() });

/**
 * The same response c.json(body) and compressResponses would make, from the answer's kept bytes:
 * a remembered answer costs neither JSON.stringify nor compression again.
 */
export const sendJsonAnswer = async (c: Context, answer: JsonAnswer): Promise<Response> => {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || answer.json.length < compressMinimumBytes) return c.body(answer.json, 200, { 'Content-Type': 'application/json' });
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = compressBody(answer.json, encoding);
    answer.encoded.set(encoding, encoded);
    encoded.catch(() => answer.encoded.delete(encoding));
  }
  const body = await encoded;
  return c.body(body, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': encoding,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
  });
};
