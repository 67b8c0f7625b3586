import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import * as v from 'valibot';
import type { EndpointSpec } from '../../domain/api/endpoint';
import { HttpError } from './httpError';

const decoders: Record<string, (buffer: Buffer) => Promise<Buffer>> = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

const bodyText = async (response: Response): Promise<string> => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const decode = decoders[response.headers.get('content-encoding') ?? ''];
  return (decode ? await decode(bytes) : bytes).toString('utf8');
};

/**
 * Holds an answer to its declared schema (development and test runs): a renamed or missing field is
 * a 500 naming the endpoint, the field and the reason, so it fails the test that made the request
 * instead of reaching a person as a TypeError in the browser.
 */
export const checkAnswer = async (endpoint: EndpointSpec, schema: v.GenericSchema, response: Response): Promise<void> => {
  const text = await bodyText(response);
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return;
  const [issue] = parsed.issues;
  const field = v.getDotPath(issue) ?? 'body';
  throw new HttpError(
    500,
    `The answer of ${endpoint.method.toUpperCase()} ${endpoint.path} (${response.status}) does not match its declaration: ${field}: ${issue.message}`,
    {
      field,
      reason: issue.message,
    },
  );
};
