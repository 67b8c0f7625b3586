/**
 * Where the links of a site row go. The builder preview and the board card depend on whether the
 * integrations run as sandboxes or as the real services, which only the server knows, so those
 * two go through the server, which redirects to the right place.
 */
export const websiteUrl = (apex: string): string => `https://${apex}`;

export const previewUrl = (siteId: number): string => `/api/sites/${siteId}/preview`;

export const boardCardUrl = (siteId: number): string => `/api/sites/${siteId}/card`;

/** The provider's back office for the site's organization (organization_id); the server knows its address. */
export const backendUrl = (siteId: number): string => `/api/sites/${siteId}/backend`;
