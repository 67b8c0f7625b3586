import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers built in memory per request: JSON from the API and the browser app's index.html. */
const compressibleType = /^(application\/json|text\/html)\b/;
/** Below this the compressed body would save less than one packet, and costs CPU time. */
export const compressMinimumBytes = 1024;

/** Brotli when accepted, else gzip; quality 4 and level 6 cost well under a millisecond for a page of the list. */
export const chooseEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

/** One body in one encoding, at the qualities above. */
export const compressBody = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer<ArrayBuffer>> =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });

/**
 * Compresses JSON and HTML answers of at least 1 KB for clients that accept brotli or gzip. Files
 * from dist/ come precompressed (precompressAssets in vite.config.ts) and remembered answers come
 * compressed once (sendJsonAnswer.ts): both pass through untouched.
 */
export const compressResponses = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
  if (!compressibleType.test(res.headers.get('Content-Type') ?? '')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  const compressed = body.length < compressMinimumBytes ? undefined : await compressBody(body, encoding);
  // Assigning c.res copies the old headers onto the new answer; the length and encoding are set after.
  c.res = new Response(compressed ?? body, res);
  c.res.headers.set('Content-Length', String((compressed ?? body).length));
  if (compressed) c.res.headers.set('Content-Encoding', encoding);
};
