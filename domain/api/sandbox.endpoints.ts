import * as v from 'valibot';
import { endpoint, rawAnswer } from './endpoint';
import { htmlPageSchema } from './sandbox.schema';

const svg = rawAnswer('image/svg+xml', 'The picture (cached for a day)');
const html = rawAnswer('text/html', 'The page');

/** A sandbox page that does not exist is an HTML page too, as a real service's would be. */
const notHere = (what: string) => ({
  description: `An HTML page 'There is no sandbox ${what} here.'`,
  schema: htmlPageSchema,
  mediaType: 'text/html',
});

/**
 * The sandbox services' own pages (decisions.md §8; docs/integrations.md 'The sandboxes'). Public
 * like the real services' pages are (the editor needs its short-lived token); they answer HTML or
 * SVG, not JSON, and their refusals are HTML pages too.
 */
export const sandboxEndpoints = {
  templateThumbnail: endpoint({
    method: 'get',
    path: '/sandbox/templates/:templateId/thumbnail.svg',
    capability: 'public',
    summary: "A sandbox template's thumbnail",
    params: v.object({ templateId: v.string() }),
    answers: { 200: svg },
    refusals: { 404: notHere('template') },
  }),
  templateImage: endpoint({
    method: 'get',
    path: '/sandbox/templates/:templateId/images/:image',
    capability: 'public',
    summary: "One of a sandbox template's stock images",
    description: '`image` is `<label>.svg`, the label in lower case.',
    params: v.object({ templateId: v.string(), image: v.string() }),
    answers: { 200: svg },
    refusals: { 404: notHere('image') },
  }),
  templatePreview: endpoint({
    method: 'get',
    path: '/sandbox/templates/:templateId/preview',
    capability: 'public',
    summary: "A sandbox template's preview",
    params: v.object({ templateId: v.string() }),
    answers: { 200: html },
    refusals: { 404: notHere('template') },
  }),
  sitePreview: endpoint({
    method: 'get',
    path: '/sandbox/preview/:siteName',
    capability: 'public',
    summary: "A sandbox site's latest draft (the Preview link)",
    params: v.object({ siteName: v.string() }),
    answers: { 200: html },
    refusals: { 404: notHere('site') },
  }),
  previewPage: endpoint({
    method: 'get',
    path: '/sandbox/preview/:siteName/:pagePath',
    capability: 'public',
    summary: "One page of a sandbox site's preview",
    description:
      "Each page of the site's builder project at its own path, as a real builder serves it: what staging's collection-URL check fetches in sandbox mode. 404 for a path that is not one of the site's pages.",
    params: v.object({ siteName: v.string(), pagePath: v.string() }),
    answers: { 200: html },
    refusals: { 404: { description: 'An HTML page: no such sandbox site, or no such page of it', schema: htmlPageSchema } },
  }),
  liveSite: endpoint({
    method: 'get',
    path: '/sandbox/live/:apex',
    capability: 'public',
    summary: 'The published site of our site with that domain',
    description: "The Website and 'Check it out!' links of a sandbox install.",
    params: v.object({ apex: v.string() }),
    answers: { 200: html },
    refusals: { 404: { description: "An HTML page: no site has that domain, or 'Not published yet'", schema: htmlPageSchema } },
  }),
  editor: endpoint({
    method: 'get',
    path: '/sandbox/editor/:siteName',
    capability: 'public',
    summary: 'The sandbox editor (the Editor button)',
    description: 'Opened through the single-sign-on link of GET /api/sites/{id}/sso: `token` is HMAC-signed and valid 2 minutes.',
    params: v.object({ siteName: v.string() }),
    query: v.object({ token: v.optional(v.string(), '') }),
    answers: { 200: html },
    // The real editor answers an expired link with a page of its own: a public route's 403.
    refusals: {
      403: {
        description: "An HTML page 'Editor link not valid' once the 2-minute link has expired, or for a token that is not valid",
        schema: htmlPageSchema,
        mediaType: 'text/html',
      },
      404: notHere('site'),
    },
  }),
  boardCard: endpoint({
    method: 'get',
    path: '/sandbox/board/cards/:cardId',
    capability: 'public',
    summary: 'A sandbox board card with its list, members, description and comments',
    params: v.object({ cardId: v.string() }),
    answers: { 200: html },
    refusals: { 404: notHere('card') },
  }),
  organization: endpoint({
    method: 'get',
    path: '/sandbox/organizations/:orgId',
    capability: 'public',
    summary: 'The stand-in back office of an organization',
    description:
      'The organization id and the sites whose organization_id is it: the Backend link while ORGANIZATION_DASHBOARD_URL is unset.',
    params: v.object({ orgId: v.string() }),
    answers: { 200: html },
  }),
};
