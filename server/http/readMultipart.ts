import type * as v from 'valibot';
import { HttpError } from './httpError';
import { parseWith } from './validate';

/** Room for the text fields and the multipart framing around the file. */
const formOverheadBytes = 64 * 1024;

interface MultipartRules<S extends v.GenericSchema> {
  /** The text fields, validated like a JSON body (400 naming the field). */
  fields: S;
  fileField: string;
  maxFileBytes: number;
  /** The answer for a body larger than the file may be (413). */
  tooLarge: () => HttpError;
}

/** The body's bytes, failing with `tooLarge` as soon as more than `maxBytes` have arrived. */
const limitedBody = (body: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => HttpError) => {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
};

const badBody = (reason: string) => new HttpError(400, `Invalid body: ${reason}`, { field: 'body', reason, fields: ['body'] });

/**
 * A multipart/form-data request: its text fields parsed by a schema and its one file. A body
 * declared or streamed past the limit is refused with 413 as soon as that is known, without being
 * read to its end first.
 */
export const readMultipart = async <S extends v.GenericSchema>(
  request: Request,
  rules: MultipartRules<S>,
): Promise<{ fields: v.InferOutput<S>; file: File }> => {
  const maxBytes = rules.maxFileBytes + formOverheadBytes;
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) throw badBody('must be multipart/form-data');
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw rules.tooLarge();
  if (!request.body) throw badBody('must be multipart/form-data');
  let form: FormData;
  try {
    form = await new Response(limitedBody(request.body, maxBytes, rules.tooLarge), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && error.cause instanceof HttpError) throw error.cause;
    throw badBody('must be multipart/form-data');
  }
  const text = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const fields = parseWith(rules.fields, text);
  const file = form.get(rules.fileField);
  if (!(file instanceof File)) {
    const reason = 'an image file is required';
    throw new HttpError(400, `Invalid ${rules.fileField}: ${reason}`, { field: rules.fileField, reason, fields: [rules.fileField] });
  }
  if (file.size > rules.maxFileBytes) throw rules.tooLarge();
  return { fields, file };
};
