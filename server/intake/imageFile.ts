import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maxUploadBytes } from '../../domain/api/intake.schema';
import type { ServerConfig } from '../config';
import { HttpError } from '../http/httpError';
import { type ImageType, imageTypeOf } from './imageType';
import { uploadsFolder } from './uploadsFolder';

/** 413 for an image past 10 MB, naming the form field it came in. */
export const imageTooLarge = (field: string) =>
  new HttpError(413, 'Images may be at most 10 MB', { field, reason: 'must be at most 10 MB' });

/**
 * The checks every uploaded image meets (intake images, avatars): at most 10 MB, and a PNG, JPEG,
 * GIF or WebP by its bytes whatever name or type the browser gave it (SVG can carry script).
 */
export const acceptImage = async (file: File, field: string): Promise<{ bytes: Uint8Array; image: ImageType }> => {
  if (file.size > maxUploadBytes) throw imageTooLarge(field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = imageTypeOf(bytes);
  if (!image)
    throw new HttpError(400, `Invalid ${field}: must be a PNG, JPEG, GIF or WebP image`, {
      field,
      reason: 'must be a PNG, JPEG, GIF or WebP image',
      fields: [field],
    });
  return { bytes, image };
};

/** Writes an accepted image into the uploads folder under a new random name; the caller records the name (and removes `file` if that fails). */
export const writeImageFile = async (
  config: Pick<ServerConfig, 'UPLOADS_DIR' | 'DATA_DIR'>,
  accepted: { bytes: Uint8Array; image: ImageType },
): Promise<{ storedName: string; file: string }> => {
  const folder = uploadsFolder(config);
  await mkdir(folder, { recursive: true });
  const storedName = `${randomUUID()}.${accepted.image.ext}`;
  const file = path.join(folder, storedName);
  await writeFile(file, accepted.bytes, { mode: 0o640 });
  return { storedName, file };
};
