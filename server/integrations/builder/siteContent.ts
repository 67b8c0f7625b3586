import type { AppDeps } from '../../appDeps';
import { writeLog } from '../../log/writeLog';
import { requireSite } from '../../sites/requireSite';
import type { BuilderContent } from './builder.port';
import { requireBuilderProject } from './requireBuilderProject';

interface SiteDetailsForContent {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/**
 * What 'sync the content library' pushes: the funeral home's name and contact details, so the
 * builder's business widgets show what we hold. The logo and images already in the library stay.
 */
const siteContentFor = (site: SiteDetailsForContent, current: BuilderContent): Partial<BuilderContent> => ({
  business_data: { ...current.business_data, name: site.name },
  location_data: {
    ...current.location_data,
    label: site.name,
    phones: site.phone ? [{ phoneNumber: site.phone, label: 'Main' }] : [],
    emails: site.email ? [{ emailAddress: site.email, label: 'Main' }] : [],
    address: {
      streetAddress: site.address ?? '',
      city: site.city ?? '',
      region: site.state ?? '',
      postalCode: site.zip ?? '',
      country: 'US',
    },
  },
});

/** POST /api/sites/{id}/syncContentLibrary: pushes the site's details into its builder project's library and publishes it. */
export const syncContentLibrary = async (deps: AppDeps, request: { siteId: number; userId: number }): Promise<void> => {
  const { builder } = deps.integrations;
  const site = await requireSite(deps.db, request.siteId);
  const project = requireBuilderProject(site, 'first');
  const current = await builder.getContent(project);
  await builder.updateContent(project, siteContentFor(site, current));
  await builder.publishContent(project);
  // The builder has no transaction to join: the entry is written once its side succeeded.
  await deps.db
    .transaction()
    .execute((trx) => writeLog(trx, { siteId: site.id, userId: request.userId, message: 'Content library synced' }));
};
