import { fromPromise } from 'xstate';
import { intakeEndpoints } from '../../domain/api/intake.endpoints';
import { siteContentSchema, templatesSchema } from '../../domain/api/intake.schema';
import type { IntakeActors } from '../../machines/intake/intake.actors';
import { fromEndpoint } from './fromEndpoint';
import { api, call, callUpload } from './http';

/** The intake wizard's actors: the wizard's own calls are domain/api/intake.endpoints.ts; the gallery and a base site's content are the integrations' routes. */
export const intakeActors: IntakeActors = {
  loadTemplates: fromPromise(({ signal }) => api.get('api/templates', templatesSchema, { signal })),
  loadContent: fromPromise(({ input, signal }) => api.get(`api/sites/${encodeURIComponent(input.baseSite)}/content`, siteContentSchema, { signal })),
  searchFirm: fromPromise(async ({ input, signal }) => (await call(intakeEndpoints.searchFirm, input, { signal })).firm),
  createSite: fromEndpoint(intakeEndpoints.create),
  uploadImage: fromPromise(({ input }) => {
    const body = new FormData();
    body.set('fhid', String(input.fhid));
    body.set('label', input.label);
    body.set('alt', input.alt);
    body.set('comment', input.comment);
    body.set('upload_file', input.file);
    return callUpload(intakeEndpoints.upload, {}, body);
  }),
  createCard: fromEndpoint(intakeEndpoints.createCard),
};
