import type { ServerConfig } from '../config';

/** Our own stand-in for the provider's back office, served by sandbox.routes.ts. */
const sandboxOrganizationPath = (organizationId: string): string => `/sandbox/organizations/${encodeURIComponent(organizationId)}`;

/**
 * Where the Backend link of a site goes: the provider's back office when ORGANIZATION_DASHBOARD_URL
 * names it, otherwise the sandbox page, so a fresh install's link still opens something real.
 * The sandbox page follows PUBLIC_ORIGIN like every other sandbox link.
 */
export const organizationDashboardUrl = (
  config: Pick<ServerConfig, 'ORGANIZATION_DASHBOARD_URL' | 'PUBLIC_ORIGIN'>,
  organizationId: string,
): string =>
  config.ORGANIZATION_DASHBOARD_URL
    ? `${config.ORGANIZATION_DASHBOARD_URL}${encodeURIComponent(organizationId)}`
    : `${config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? ''}${sandboxOrganizationPath(organizationId)}`;
