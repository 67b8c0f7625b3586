import * as v from 'valibot';
import {
  type AddonFlag,
  corporationBody,
  type EditableSiteField,
  fundingPartnerBody,
  providerBody,
  referralPartnerBody,
  updateAddonCommittedBody,
  updateAddonSetupBody,
} from '../../domain/api/siteDetailEdit.schema';
import type { Capability } from '../../domain/permissions';
import { sendJsonAnswer } from '../http/jsonAnswer';
import { idParam, idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { editSiteField, type SiteFieldEdit } from '../siteDetail/editSiteFields';
import { siteDetailAnswer } from '../siteDetail/siteDetailQuery';
import { siteLinks, siteLinkTarget } from '../siteDetail/siteLinks';
import { updateSiteAddon } from '../siteDetail/updateSiteAddon';

const addonParams = v.object({ siteId: idParam });

type AddonFlagBody = typeof updateAddonSetupBody | typeof updateAddonCommittedBody;

/** A Details-tab field edited in place: POST /api/sites/{id}/{field}, answering the site's fields. */
const siteFieldRoute = <B extends v.GenericSchema>(field: EditableSiteField, body: B, editOf: (body: v.InferOutput<B>) => SiteFieldEdit) =>
  defineLegacyRoute({
    method: 'post',
    path: `/api/sites/:id{[0-9]+}/${field}`,
    capability: 'editSiteFields',
    params: idParams,
    body,
    handler: async ({ c, deps, user, params, body: request }) =>
      c.json(await editSiteField(deps.db, { siteId: params.id, userId: user.id, edit: editOf(request) })),
  });

/** An addon's Setup or Committed tick: POST /api/addons/{siteId}/update<Flag>, answering the addon. */
const addonFlagRoute = <B extends AddonFlagBody>(flag: AddonFlag, capability: Capability, body: B, checkedOf: (body: v.InferOutput<B>) => boolean) =>
  defineLegacyRoute({
    method: 'post',
    path: `/api/addons/:siteId{[0-9]+}/update${flag === 'setup' ? 'Setup' : 'Committed'}`,
    capability,
    params: addonParams,
    body,
    handler: async ({ c, deps, user, params, body: request }) =>
      c.json(
        await updateSiteAddon(deps.db, {
          siteId: params.siteId,
          userId: user.id,
          addonId: request.addonId,
          flag,
          checked: checkedOf(request),
          previousCustomer: request.previousCustomer,
        }),
      ),
  });

/**
 * The site detail page (part 2 §2.1, §3, §7): the site, its Details tab's provider, corporation,
 * referral partner and funding partner edited in place, the addons' Setup and Committed ticks, and
 * the site list's links, which redirect to the builder preview, the board card or the back office.
 * The links open in a new tab as plain navigations, so the session comes from the cookie (the guard takes either).
 */
export const siteDetailRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => sendJsonAnswer(c, await siteDetailAnswer(deps.db, params.id, deps.now())),
  }),
  ...siteLinks.map((link) =>
    defineLegacyRoute({
      method: 'get',
      path: `/api/sites/:id{[0-9]+}/${link}`,
      capability: 'readSites',
      params: idParams,
      handler: async ({ c, deps, params }) => c.redirect(await siteLinkTarget(deps, params.id, link), 302),
    }),
  ),
  siteFieldRoute('provider', providerBody, (body) => ({ field: 'provider', name: body.provider })),
  siteFieldRoute('corporation', corporationBody, (body) => ({ field: 'corporation', id: body.corporationId })),
  siteFieldRoute('referralPartner', referralPartnerBody, (body) => ({ field: 'referralPartner', id: body.referralPartnerId })),
  siteFieldRoute('fundingPartner', fundingPartnerBody, (body) => ({ field: 'fundingPartner', name: body.fundingPartner })),
  addonFlagRoute('setup', 'editAddonSetup', updateAddonSetupBody, (body) => body.setup),
  addonFlagRoute('committed', 'editAddonCommitted', updateAddonCommittedBody, (body) => body.committed),
];
