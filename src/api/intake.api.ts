import { fromPromise } from 'xstate';
import { firmSearchSchema, intakeCardSchema, intakeCreatedSchema, siteContentSchema, templatesSchema, uploadedImageSchema } from '../../domain/api/intake.schema';
import type { IntakeActors } from '../../machines/intake/intake.actors';
import { api } from './http';

/** The intake wizard's actors (part 2 §7 'Intake'). */
export const intakeActors: IntakeActors = {
  loadTemplates: fromPromise(({ signal }) => api.get('api/templates', templatesSchema, { signal })),
  loadContent: fromPromise(({ input, signal }) => api.get(`api/sites/${encodeURIComponent(input.baseSite)}/content`, siteContentSchema, { signal })),
  searchFirm: fromPromise(async ({ input, signal }) => (await api.get('api/sites/search', firmSearchSchema, { searchParams: { fhid: input.fhid }, signal })).firm),
  createSite: fromPromise(({ input }) => api.post('api/sites/intake', input, intakeCreatedSchema)),
  uploadImage: fromPromise(({ input }) => {
    const body = new FormData();
    body.set('fhid', String(input.fhid));
    body.set('label', input.label);
    body.set('alt', input.alt);
    body.set('comment', input.comment);
    body.set('upload_file', input.file);
    return api.upload('api/sites/upload', body, uploadedImageSchema);
  }),
  createCard: fromPromise(({ input }) => api.post('api/sites/createTrelloCard', input, intakeCardSchema)),
};
