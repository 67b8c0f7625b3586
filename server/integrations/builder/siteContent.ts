import type { BuilderContent } from './builder.port';

export interface SiteDetailsForContent {
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
export const siteContentFor = (site: SiteDetailsForContent, current: BuilderContent): Partial<BuilderContent> => ({
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
