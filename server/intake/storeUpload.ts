import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { maxUploadBytes, type UploadedImage } from '../../domain/api/intake.schema';
import type { Database } from '../db/schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { notFound } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { acceptImage, imageTooLarge, writeImageFile } from './imageFile';
import { uploadsFolder } from './uploadsFolder';

export const tooLarge = () => imageTooLarge('upload_file');

const uploadUrl = (id: number) => `/api/uploads/${id}`;

interface UploadInput {
  fhid: number;
  label: string;
  alt: string;
  comment: string;
  file: File;
}

/**
 * POST /api/sites/upload: one image of the design step (part 2 §2.6). It must be an image by its
 * bytes and at most 10 MB (413). The file is written first and the row after it, so a row never
 * points at a missing file; a failed insert removes the file again.
 */
export const storeUpload = async (
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  user: SessionUser,
  input: UploadInput,
): Promise<UploadedImage> => {
  if (input.file.size > maxUploadBytes) throw tooLarge();
  const site = await requireSite(deps.db, input.fhid);
  const accepted = await acceptImage(input.file, 'upload_file');
  const { image, bytes } = accepted;
  const { storedName, file } = await writeImageFile(deps.config, accepted);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const at = deps.now();
      const row = await trx
        .insertInto('site_uploads')
        .values({
          site_id: site.id,
          stored_name: storedName,
          content_type: image.type,
          size_bytes: bytes.length,
          label: input.label,
          alt: input.alt,
          comment: input.comment,
          uploaded_by: user.id,
          uploaded_at: at,
        })
        .returning(['id', 'label', 'alt', 'comment'])
        .executeTakeFirstOrThrow();
      // Muted: an image is material for the designer, not progress on the site.
      await writeLog(trx, {
        siteId: site.id,
        userId: user.id,
        message: `Image uploaded${input.label ? `: ${input.label}` : ''}`,
        logType: 'INTAKE',
        mute: true,
        at,
      });
      return { ...row, url: uploadUrl(row.id) };
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
};

/** GET /api/uploads/{id}: the stored file's path and type, or 404. */
export const findUpload = async (db: Kysely<Database>, config: AppDeps['config'], id: number) => {
  const row = await db.selectFrom('site_uploads').select(['stored_name', 'content_type']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Image');
  return { path: path.join(uploadsFolder(config), row.stored_name), contentType: row.content_type };
};
