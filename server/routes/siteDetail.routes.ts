import * as v from 'valibot';
import {
  corporationBody,
  fundingPartnerBody,
  providerBody,
  referralPartnerBody,
  updateAddonCommittedBody,
  updateAddonSetupBody,
} from '../../domain/api/siteDetailEdit.schema';
import { idParam, idParams } from '../http/params';
import { defineRoute, type RouteModule } from '../http/route';
import { editSiteField } from '../siteDetail/editSiteFields';
import { getSiteDetail } from '../siteDetail/siteDetailQuery';
import { siteLinks, siteLinkTarget } from '../siteDetail/siteLinks';
import { updateSiteAddon } from '../siteDetail/updateSiteAddon';

const addonParams = v.object({ siteId: idParam });

/**
 * The site detail page (part 2 §2.1, §3, §7): the site, its Details tab's provider, corporation,
 * referral partner and funding partner edited in place, the addons' Setup and Committed ticks, and
 * the site list's links, which redirect to the builder preview, the board card or the back office.
 * The links open in a new tab as plain navigations, so the session comes from the cookie (the guard takes either).
 */
export const siteDetailRoutes: RouteModule = () => [
  defineRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await getSiteDetail(deps.db, params.id, deps.now())),
  }),
  ...siteLinks.map((link) =>
    defineRoute({
      method: 'get',
      path: `/api/sites/:id{[0-9]+}/${link}`,
      capability: 'readSites',
      params: idParams,
      handler: async ({ c, deps, params }) => c.redirect(await siteLinkTarget(deps, params.id, link), 302),
    }),
  ),
  defineRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/provider',
    capability: 'editSiteFields',
    params: idParams,
    body: providerBody,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(await editSiteField(deps.db, { siteId: params.id, userId: user.id, edit: { field: 'provider', name: body.provider } })),
  }),
  defineRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/corporation',
    capability: 'editSiteFields',
    params: idParams,
    body: corporationBody,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(await editSiteField(deps.db, { siteId: params.id, userId: user.id, edit: { field: 'corporation', id: body.corporationId } })),
  }),
  defineRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/referralPartner',
    capability: 'editSiteFields',
    params: idParams,
    body: referralPartnerBody,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(await editSiteField(deps.db, { siteId: params.id, userId: user.id, edit: { field: 'referralPartner', id: body.referralPartnerId } })),
  }),
  defineRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/fundingPartner',
    capability: 'editSiteFields',
    params: idParams,
    body: fundingPartnerBody,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(await editSiteField(deps.db, { siteId: params.id, userId: user.id, edit: { field: 'fundingPartner', name: body.fundingPartner } })),
  }),
  defineRoute({
    method: 'post',
    path: '/api/addons/:siteId{[0-9]+}/updateSetup',
    capability: 'editAddonSetup',
    params: addonParams,
    body: updateAddonSetupBody,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(
        await updateSiteAddon(deps.db, {
          siteId: params.siteId,
          userId: user.id,
          addonId: body.addonId,
          flag: 'setup',
          checked: body.setup,
          previousCustomer: body.previousCustomer,
        }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/addons/:siteId{[0-9]+}/updateCommitted',
    capability: 'editAddonCommitted',
    params: addonParams,
    body: updateAddonCommittedBody,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(
        await updateSiteAddon(deps.db, {
          siteId: params.siteId,
          userId: user.id,
          addonId: body.addonId,
          flag: 'committed',
          checked: body.committed,
          previousCustomer: body.previousCustomer,
        }),
      ),
  }),
];
