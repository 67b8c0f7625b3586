import { endpoint, rawAnswer } from './endpoint';
import { idParams } from './id.schema';
import {
  firmSearchQuery,
  firmSearchSchema,
  intakeBody,
  intakeCardBody,
  intakeCardSchema,
  intakeCreatedSchema,
  uploadedImageSchema,
} from './intake.schema';

/**
 * The New Website wizard (part 2 §2.6, §7 'Intake'): create the site, upload its images, make its
 * board card; the firm search that prefills it (the template gallery and a base site's content are
 * the integrations' endpoints); the uploaded images for staff. Every bad field of a body is named
 * in the 400 (`fields`), the first one in `field`.
 */
export const intakeEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/api/sites/intake',
    capability: 'intake',
    summary: 'Creates a site from the New Website wizard',
    description:
      "The site and everything the wizard captured, in one transaction with its 'Site created' (INTAKE) log entry. A template is required unless the home only wants hosted obituaries. The site starts Ready for Design, or In Design when a designer was chosen, as assigning one does (decisions.md §3), with the assignment's log entry. Secrets are sealed before they reach the database (decisions.md §9). A provider, corporation, partner or person that does not exist (or is not an active user of that role) is a 400 naming the field.",
    body: intakeBody,
    answers: { 201: intakeCreatedSchema },
  }),
  upload: endpoint({
    method: 'post',
    path: '/api/sites/upload',
    capability: 'intake',
    summary: 'Uploads one image of the design step',
    description:
      "The only route that takes multipart/form-data: the text fields `fhid`, `label`, `alt`, `comment` and the file `upload_file`. It must be a PNG, JPEG, GIF or WebP image by its bytes (400 naming `upload_file`) and at most 10 MB; a body declared or streamed past the limit is refused as soon as that is known. The answer's `url` serves the image (GET /api/uploads/{id}).",
    upload: true,
    answers: { 201: uploadedImageSchema },
    refusals: { 404: 'Site not found', 413: 'Images may be at most 10 MB' },
  }),
  createCard: endpoint({
    method: 'post',
    path: '/api/sites/createTrelloCard',
    capability: 'intake',
    summary: "Makes the new site's board card",
    description:
      "The intake body and the site it made (`fhid`). The card goes on the list the site's status belongs to, with its team as members; secrets never go on the board. A retry after a failure, or a second call, answers the card the site already has instead of making another. Logs 'Board card created' (INTAKE). A board failure answers the board integration's error.",
    body: intakeCardBody,
    answers: { 200: intakeCardSchema },
    refusals: { 404: 'Site not found', 409: 'Test sites have no board card' },
  }),
  searchFirm: endpoint({
    method: 'get',
    path: '/api/sites/search',
    capability: 'readSites',
    summary: 'The firm (site) the wizard prefills from, by id',
    query: firmSearchQuery,
    answers: { 200: firmSearchSchema },
    refusals: { 404: 'Site not found' },
  }),
  image: endpoint({
    method: 'get',
    path: '/api/uploads/:id{[0-9]+}',
    capability: 'readSites',
    summary: 'An uploaded image of the design step',
    description: "The stored file with its image type, cached privately for an hour. 404 'Image not found'.",
    params: idParams,
    answers: { 200: rawAnswer('image/*', 'The image (PNG, JPEG, GIF or WebP)') },
  }),
};
