import { Hono } from 'hono';
import {
  corporationBody,
  fundingPartnerBody,
  providerBody,
  referralPartnerBody,
  updateAddonCommittedBody,
  updateAddonSetupBody,
} from '../../domain/api/siteDetailEdit.schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { readIdParam, readJson } from '../http/validate';
import { editSiteField } from '../siteDetail/editSiteFields';
import { updateSiteAddon } from '../siteDetail/updateSiteAddon';

/**
 * The site detail page's Details tab (part 2 §2.1, §7): the provider, corporation, referral
 * partner and funding partner edited in place, and the addons' Setup and Committed ticks.
 * Mounted at /api; ids are digits in the path pattern like the other /api/sites modules.
 */
export const siteDetailRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.post('/sites/:id{[0-9]+}/provider', requireCapability('editSiteFields'), async (c) => {
    const siteId = readIdParam(c);
    const { provider } = await readJson(c, providerBody);
    return c.json(await editSiteField(db, { siteId, userId: c.get('user').id, edit: { field: 'provider', name: provider } }));
  });

  routes.post('/sites/:id{[0-9]+}/corporation', requireCapability('editSiteFields'), async (c) => {
    const siteId = readIdParam(c);
    const { corporationId } = await readJson(c, corporationBody);
    return c.json(await editSiteField(db, { siteId, userId: c.get('user').id, edit: { field: 'corporation', id: corporationId } }));
  });

  routes.post('/sites/:id{[0-9]+}/referralPartner', requireCapability('editSiteFields'), async (c) => {
    const siteId = readIdParam(c);
    const { referralPartnerId } = await readJson(c, referralPartnerBody);
    return c.json(await editSiteField(db, { siteId, userId: c.get('user').id, edit: { field: 'referralPartner', id: referralPartnerId } }));
  });

  routes.post('/sites/:id{[0-9]+}/fundingPartner', requireCapability('editSiteFields'), async (c) => {
    const siteId = readIdParam(c);
    const { fundingPartner } = await readJson(c, fundingPartnerBody);
    return c.json(await editSiteField(db, { siteId, userId: c.get('user').id, edit: { field: 'fundingPartner', name: fundingPartner } }));
  });

  routes.post('/addons/:siteId{[0-9]+}/updateSetup', requireCapability('editAddonSetup'), async (c) => {
    const siteId = readIdParam(c, 'siteId');
    const { addonId, setup, previousCustomer } = await readJson(c, updateAddonSetupBody);
    return c.json(await updateSiteAddon(db, { siteId, userId: c.get('user').id, addonId, flag: 'setup', checked: setup, previousCustomer }));
  });

  routes.post('/addons/:siteId{[0-9]+}/updateCommitted', requireCapability('editAddonCommitted'), async (c) => {
    const siteId = readIdParam(c, 'siteId');
    const { addonId, committed, previousCustomer } = await readJson(c, updateAddonCommittedBody);
    return c.json(
      await updateSiteAddon(db, { siteId, userId: c.get('user').id, addonId, flag: 'committed', checked: committed, previousCustomer }),
    );
  });

  return routes;
};
