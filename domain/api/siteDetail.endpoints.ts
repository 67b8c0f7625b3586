import * as v from 'valibot';
import { endpoint, rawAnswer } from './endpoint';
import { idParam, idParams } from './id.schema';
import { siteDetailSchema } from './siteDetail.schema';
import {
  corporationBody,
  fundingPartnerBody,
  providerBody,
  referralPartnerBody,
  siteFieldsSchema,
  updateAddonCommittedBody,
  updateAddonSetupBody,
  updatedAddonSchema,
} from './siteDetailEdit.schema';

const links =
  "One of the site list's links (`domain/siteList/siteLinks.ts`). They open in a new tab as plain links, so the session cookie is what signs them in (a bearer token works too). Everyone signed in.";

const fieldEdit =
  "Capability editSiteFields (admin, ae, am). Answers the site's fields `{id, provider, provider_id, corporation_id, referral_partner_id, funding_partner, funding_partner_id}`. A name or id that is not in its table is 400 naming the field. Logs '<Field> changed from X to Y' ('none' for empty) in the same transaction; the value already held changes and logs nothing.";

const addonFlag =
  "Answers the addon `{id, name, setup, committed}` as the site now has it. Addon 1 (video): checking it (either flag) while no answer is stored needs `previousCustomer` (boolean): 400 'previousCustomer is required for the video addon' otherwise; a given answer is stored (and replaces an older one). Logs '<Addon> setup checked' / '<Addon> committed unchecked' (+ ' (previous customer: yes|no)' when answered) in the same transaction. 400 for an unknown addonId.";

const addonParams = v.object({ siteId: idParam });

/**
 * The site detail page (part 2 §2.1, §3, §7): the site, its Details tab's provider, corporation,
 * referral partner and funding partner edited in place, the addons' Setup and Committed ticks, and
 * the site list's links, which redirect to the builder preview, the board card or the back office.
 */
export const siteDetailEndpoints = {
  site: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}',
    capability: 'readSites',
    summary: 'One site: its list row plus the site-detail fields',
    description:
      "The list row (GET /api/sites) plus `organization_id, hosted_zone_id, email, phone, zip, provider_id, funding_partner` (name)`, funding_partner_id, contacts [{name, email, domainContact}]` and `addons [{id, name, committed, setup}]` listing every addon product (false where the site has none). 404 `{error: 'Site not found'}`.",
    params: idParams,
    answers: { 200: siteDetailSchema },
  }),
  preview: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/preview',
    capability: 'readSites',
    summary: "Redirects to the builder's preview of the site",
    description: `${links} Redirects to the builder's preview of the site's duda_id (\`preview_site_url\`; sandbox \`/sandbox/preview/<site>\`). 404 'This site has no builder project' without a duda_id, or when the builder does not know the project; 404 'Site not found' for an unknown site.`,
    params: idParams,
    answers: { 302: rawAnswer(null, "Redirects (Location) to the builder's preview of the site") },
  }),
  card: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/card',
    capability: 'readSites',
    summary: "Redirects to the site's task-board card",
    description: `${links} Redirects to the task-board card of trello_card_id (its \`url\`; sandbox \`/sandbox/board/cards/<id>\`). 404 'This site has no board card' without a trello_card_id, or when the board does not know the card; 404 'Site not found' for an unknown site.`,
    params: idParams,
    answers: { 302: rawAnswer(null, "Redirects (Location) to the site's board card") },
  }),
  backend: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/backend',
    capability: 'readSites',
    summary: "Redirects to the site's organization in the provider's back office",
    description: `${links} Redirects to \`ORGANIZATION_DASHBOARD_URL\` + the URL-encoded organization_id; unset: \`/sandbox/organizations/<orgId>\` (PUBLIC_ORIGIN in front when set). 404 'This site has no organization' without an organization_id; 404 'Site not found' for an unknown site.`,
    params: idParams,
    answers: { 302: rawAnswer(null, "Redirects (Location) to the site's organization in the back office") },
  }),
  provider: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/provider',
    capability: 'editSiteFields',
    summary: "Changes a site's provider (the previous website vendor)",
    description: `\`{provider}\`: a name from the providers table. ${fieldEdit}`,
    params: idParams,
    body: providerBody,
    answers: { 200: siteFieldsSchema },
  }),
  corporation: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/corporation',
    capability: 'editSiteFields',
    summary: "Changes a site's corporation",
    description: `\`{corporationId}\`. ${fieldEdit}`,
    params: idParams,
    body: corporationBody,
    answers: { 200: siteFieldsSchema },
  }),
  referralPartner: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/referralPartner',
    capability: 'editSiteFields',
    summary: "Changes or clears a site's referral partner",
    description: `\`{referralPartnerId | null}\`. ${fieldEdit}`,
    params: idParams,
    body: referralPartnerBody,
    answers: { 200: siteFieldsSchema },
  }),
  fundingPartner: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/fundingPartner',
    capability: 'editSiteFields',
    summary: "Changes or clears a site's funding partner",
    description: `\`{fundingPartner}\`: a funding partner's name, or null. ${fieldEdit}`,
    params: idParams,
    body: fundingPartnerBody,
    answers: { 200: siteFieldsSchema },
  }),
  addonSetup: endpoint({
    method: 'post',
    path: '/api/addons/:siteId{[0-9]+}/updateSetup',
    capability: 'editAddonSetup',
    summary: "Ticks or unticks an addon's Setup on a site",
    description: `\`{addonId, setup, previousCustomer?}\` (editAddonSetup: admin, am, ae). ${addonFlag}`,
    params: addonParams,
    body: updateAddonSetupBody,
    answers: { 200: updatedAddonSchema },
  }),
  addonCommitted: endpoint({
    method: 'post',
    path: '/api/addons/:siteId{[0-9]+}/updateCommitted',
    capability: 'editAddonCommitted',
    summary: "Ticks or unticks an addon's Committed on a site",
    description: `\`{addonId, committed, previousCustomer?}\` (editAddonCommitted: admin, ae). ${addonFlag}`,
    params: addonParams,
    body: updateAddonCommittedBody,
    answers: { 200: updatedAddonSchema },
  }),
};
