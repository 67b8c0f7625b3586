import { fromPromise } from 'xstate';
import { intakeEndpoints } from '../../domain/api/intake.endpoints';
import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { IntakeActors } from '../../machines/intake/intake.actors';
import { fromEndpoint } from './fromEndpoint';
import { call, callUpload } from './http';

/** The intake wizard's actors: the wizard's own calls are domain/api/intake.endpoints.ts; the gallery and a base site's content are the integrations' routes. */
export const intakeActors: IntakeActors = {
  loadTemplates: fromEndpoint(integrationsEndpoints.templates),
  loadContent: fromEndpoint(integrationsEndpoints.builderContent),
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
