import { siteDetailEndpoints } from '../../domain/api/siteDetail.endpoints';
import type { AddonFlag } from '../../domain/api/siteDetailEdit.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { sendJsonAnswer } from '../http/jsonAnswer';
import { built, defineRoute, type RouteModule } from '../http/route';
import { editSiteField, type SiteFieldEdit } from '../siteDetail/editSiteFields';
import { siteDetailAnswer } from '../siteDetail/siteDetailQuery';
import { siteLinkTarget } from '../siteDetail/siteLinks';
import { updateSiteAddon } from '../siteDetail/updateSiteAddon';

/** A Details-tab field edited in place: the site's fields after the edit. */
const editField = (deps: AppDeps, user: SessionUser, siteId: number, edit: SiteFieldEdit) =>
  editSiteField(deps.db, { siteId, userId: user.id, edit });

/** An addon's Setup or Committed tick: the addon as the site now has it. */
const tickAddon = (
  deps: AppDeps,
  user: SessionUser,
  siteId: number,
  tick: { addonId: number; flag: AddonFlag; checked: boolean; previousCustomer: boolean | undefined },
) => updateSiteAddon(deps.db, { siteId, userId: user.id, ...tick });

/**
 * The site detail page (part 2 §2.1, §3, §7; domain/api/siteDetail.endpoints.ts). The links open
 * in a new tab as plain navigations, so the session comes from the cookie (the guard takes either).
 */
export const siteDetailRoutes: RouteModule = () => [
  // A remembered answer goes out as its kept bytes (server/http/jsonAnswer.ts), not serialised again.
  defineRoute(siteDetailEndpoints.site, async ({ c, deps, params }) =>
    built(await sendJsonAnswer(c, await siteDetailAnswer(deps.db, params.id, deps.now()))),
  ),
  defineRoute(siteDetailEndpoints.preview, async ({ c, deps, params }) =>
    built(c.redirect(await siteLinkTarget(deps, params.id, 'preview'), 302)),
  ),
  defineRoute(siteDetailEndpoints.card, async ({ c, deps, params }) =>
    built(c.redirect(await siteLinkTarget(deps, params.id, 'card'), 302)),
  ),
  defineRoute(siteDetailEndpoints.backend, async ({ c, deps, params }) =>
    built(c.redirect(await siteLinkTarget(deps, params.id, 'backend'), 302)),
  ),
  defineRoute(siteDetailEndpoints.provider, ({ deps, user, params, body }) =>
    editField(deps, user, params.id, { field: 'provider', name: body.provider }),
  ),
  defineRoute(siteDetailEndpoints.corporation, ({ deps, user, params, body }) =>
    editField(deps, user, params.id, { field: 'corporation', id: body.corporationId }),
  ),
  defineRoute(siteDetailEndpoints.referralPartner, ({ deps, user, params, body }) =>
    editField(deps, user, params.id, { field: 'referralPartner', id: body.referralPartnerId }),
  ),
  defineRoute(siteDetailEndpoints.fundingPartner, ({ deps, user, params, body }) =>
    editField(deps, user, params.id, { field: 'fundingPartner', name: body.fundingPartner }),
  ),
  defineRoute(siteDetailEndpoints.addonSetup, ({ deps, user, params, body }) =>
    tickAddon(deps, user, params.siteId, {
      addonId: body.addonId,
      flag: 'setup',
      checked: body.setup,
      previousCustomer: body.previousCustomer,
    }),
  ),
  defineRoute(siteDetailEndpoints.addonCommitted, ({ deps, user, params, body }) =>
    tickAddon(deps, user, params.siteId, {
      addonId: body.addonId,
      flag: 'committed',
      checked: body.committed,
      previousCustomer: body.previousCustomer,
    }),
  ),
];
