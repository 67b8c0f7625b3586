import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import { intakeEndpoints } from '../../domain/api/intake.endpoints';
import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** An image of the design step, as the wizard holds it until the upload. */
export type ImageDraft = { label: string; alt: string; comment: string; file: File };

/** The upload's form fields as the machine passes them; the actor sends them as multipart/form-data. */
export type UploadImageInput = ImageDraft & { fhid: number };

/**
 * The contract of the intake wizard's actors (part 2 §7 'Intake'): the template gallery, a base
 * site's content (the logo), the search by id, then the submit's three calls in order: create the
 * site, upload each image, create the board card.
 */
export const unprovidedIntakeActors = {
  loadTemplates: unprovidedEndpoint('intake', 'loadTemplates', integrationsEndpoints.templates),
  loadContent: unprovidedEndpoint('intake', 'loadContent', integrationsEndpoints.builderContent),
  /** The firm of the search's answer (GET /api/sites/search). */
  searchFirm: unprovided<EndpointOutput<typeof intakeEndpoints.searchFirm>['firm'], EndpointInput<typeof intakeEndpoints.searchFirm>>(
    'intake',
    'searchFirm',
  ),
  createSite: unprovidedEndpoint('intake', 'createSite', intakeEndpoints.create),
  /** POST /api/sites/upload, one image. */
  uploadImage: unprovided<EndpointOutput<typeof intakeEndpoints.upload>, UploadImageInput>('intake', 'uploadImage'),
  createCard: unprovidedEndpoint('intake', 'createCard', intakeEndpoints.createCard),
};

export type IntakeActors = typeof unprovidedIntakeActors;

/** The wizard's fixed texts (part 2 §8) and ours (docs/decisions/0222-intake-submit-and-retry.md). */
export const intakeTexts = {
  hangOn: 'Hang on!',
  noBuilderSite: (name: string, id: number) => `It looks like ${name} (ID: ${id}) doesn't have a Duda site.`,
  noFirm: (id: number) => `ID: ${id} doesn't exist`,
  createFailed: 'The site could not be created',
  uploadFailed: (label: string) => `The site was created, but the image ${label} could not be uploaded`,
  cardFailed: 'The site was created, but its Trello card could not be made',
} as const;

/** Ours: a firm search that failed for another reason than a missing firm. */
export const intakeNotices = {
  searchFailed: { tone: 'error', message: 'The search could not be made' },
} as const satisfies Record<string, Notice>;
