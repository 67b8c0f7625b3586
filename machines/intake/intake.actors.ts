import type { Firm, IntakeCreated, SiteContent, Template, UploadedImage } from '../../domain/api/intake.schema';
import type { IntakeForm } from '../../domain/intake/intakeForm';
import { unprovided } from '../shared/unprovided';

/** An image of the design step, as the wizard holds it until the upload. */
export type ImageDraft = { label: string; alt: string; comment: string; file: File };

export type UploadImageInput = ImageDraft & { fhid: number };

/**
 * The contract of the intake wizard's actors (part 2 §7 'Intake'): the template gallery, a base
 * site's content (the logo), the search by id, then the submit's three calls in order: create the
 * site, upload each image, create the board card.
 */
export const unprovidedIntakeActors = {
  loadTemplates: unprovided<Template[], void>('intake', 'loadTemplates'),
  loadContent: unprovided<SiteContent, { baseSite: string }>('intake', 'loadContent'),
  searchFirm: unprovided<Firm, { fhid: number }>('intake', 'searchFirm'),
  createSite: unprovided<IntakeCreated, IntakeForm>('intake', 'createSite'),
  uploadImage: unprovided<UploadedImage, UploadImageInput>('intake', 'uploadImage'),
  createCard: unprovided<{ cardUrl: string }, IntakeForm & { fhid: number }>('intake', 'createCard'),
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
