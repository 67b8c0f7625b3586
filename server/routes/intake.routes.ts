import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { intakeEndpoints } from '../../domain/api/intake.endpoints';
import { maxUploadBytes, uploadFields } from '../../domain/api/intake.schema';
import { intakeSecretsEndpoints } from '../../domain/api/intakeSecrets.endpoints';
import { readMultipart } from '../http/readMultipart';
import { answer, built, defineRoute, type RouteModule } from '../http/route';
import { createIntakeCard } from '../intake/createIntakeCard';
import { createSiteFromIntake } from '../intake/createSiteFromIntake';
import { findFirm } from '../intake/firmSearch';
import { maskedSecretsOf, revealSecret } from '../intake/intakeSecrets';
import { findUpload, storeUpload, tooLarge } from '../intake/storeUpload';

/**
 * The New Website wizard (domain/api/intake.endpoints.ts): create the site, upload its images, make
 * its board card; the firm search that prefills it; the uploaded images for staff; and the intake
 * secrets for admins (domain/api/intakeSecrets.endpoints.ts).
 */
export const intakeRoutes: RouteModule = () => [
  defineRoute(intakeEndpoints.create, async ({ deps, user, body }) => answer(201, await createSiteFromIntake(deps, user, body))),
  defineRoute(intakeEndpoints.upload, async ({ c, deps, user }) => {
    const { fields, file } = await readMultipart(c.req.raw, {
      fields: uploadFields,
      fileField: 'upload_file',
      maxFileBytes: maxUploadBytes,
      tooLarge,
    });
    return answer(201, await storeUpload(deps, user, { ...fields, file }));
  }),
  defineRoute(intakeEndpoints.createCard, ({ deps, user, body }) => createIntakeCard(deps, user, body)),
  defineRoute(intakeEndpoints.searchFirm, ({ deps, query }) => findFirm(deps.db, query.fhid)),
  defineRoute(intakeEndpoints.image, async ({ deps, params }) => {
    const upload = await findUpload(deps.db, deps.config, params.id);
    const { size } = await stat(upload.path);
    return built(
      new Response(Readable.toWeb(createReadStream(upload.path)) as ReadableStream, {
        headers: {
          'content-type': upload.contentType,
          'content-length': String(size),
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        },
      }),
    );
  }),
  defineRoute(intakeSecretsEndpoints.list, ({ deps, params }) => maskedSecretsOf(deps, params.id)),
  defineRoute(intakeSecretsEndpoints.reveal, ({ deps, user, params, body }) => revealSecret(deps, user, params.id, body.name)),
];
