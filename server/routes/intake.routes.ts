import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  firmSearchQuery,
  intakeBody,
  intakeCardBody,
  maxUploadBytes,
  revealSecretBody,
  uploadFields,
} from '../../domain/api/intake.schema';
import { idParams } from '../../domain/api/id.schema';
import { readMultipart } from '../http/readMultipart';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { createIntakeCard } from '../intake/createIntakeCard';
import { createSiteFromIntake } from '../intake/createSiteFromIntake';
import { findFirm } from '../intake/firmSearch';
import { maskedSecretsOf, revealSecret } from '../intake/intakeSecrets';
import { findUpload, storeUpload, tooLarge } from '../intake/storeUpload';

/**
 * The New Website wizard (part 2 §2.6, §7 'Intake'): create the site, upload its images, make its
 * board card; the firm search that prefills it (the template gallery and a base site's content are
 * integrations.routes.ts); the uploaded images for staff; and the intake secrets for admins
 * (decisions.md §9).
 */
export const intakeRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/intake',
    capability: 'intake',
    body: intakeBody,
    handler: async ({ c, deps, user, body }) => c.json(await createSiteFromIntake(deps, user, body), 201),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/upload',
    capability: 'intake',
    upload: true,
    handler: async ({ c, deps, user }) => {
      const { fields, file } = await readMultipart(c.req.raw, { fields: uploadFields, fileField: 'upload_file', maxFileBytes: maxUploadBytes, tooLarge });
      return c.json(await storeUpload(deps, user, { ...fields, file }), 201);
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/createTrelloCard',
    capability: 'intake',
    body: intakeCardBody,
    handler: async ({ c, deps, user, body }) => c.json(await createIntakeCard(deps, user, body)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/search',
    capability: 'readSites',
    query: firmSearchQuery,
    handler: async ({ c, deps, query }) => c.json(await findFirm(deps.db, query.fhid)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/uploads/:id{[0-9]+}',
    capability: 'readSites',
    params: idParams,
    handler: async ({ deps, params }) => {
      const upload = await findUpload(deps.db, deps.config, params.id);
      const { size } = await stat(upload.path);
      return new Response(Readable.toWeb(createReadStream(upload.path)) as ReadableStream, {
        headers: { 'content-type': upload.contentType, 'content-length': String(size), 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' },
      });
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/secrets',
    capability: 'revealSecrets',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await maskedSecretsOf(deps, params.id)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/secrets/reveal',
    capability: 'revealSecrets',
    params: idParams,
    body: revealSecretBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await revealSecret(deps, user, params.id, body.name)),
  }),
];
