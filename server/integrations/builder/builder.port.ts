/** The website builder (Duda Partner API) as the app uses it; field names follow Duda's. */

export interface BuilderTemplate {
  template_id: string;
  template_name: string;
  thumbnail_url: string;
  preview_url: string;
  /**
   * The builder site the template is made from: its content library shows what the template holds.
   * Null when the builder does not say (Duda's template type has no such field; decision 0491).
   */
  base_site_name: string | null;
}

export interface BuilderSiteDetails {
  site_name: string;
  preview_site_url: string;
  thumbnail_url: string;
  publish_status: 'PUBLISHED' | 'UNPUBLISHED' | 'NOT_PUBLISHED_YET';
  last_published_date: string | null;
}

export interface BuilderPage {
  uuid: string;
  title: string;
  path: string;
  seo: { title: string | null; description: string | null };
}

interface SiteImage {
  label: string;
  url: string;
  alt: string;
}

interface LocationData {
  label?: string;
  phones?: { phoneNumber: string; label: string }[];
  emails?: { emailAddress: string; label: string }[];
  address?: { streetAddress?: string; postalCode?: string; region?: string; city?: string; country?: string };
}

/** The content library: what the site's widgets read their business details and images from. */
export interface BuilderContent {
  site_images: SiteImage[];
  business_data: { name?: string; logo_url?: string };
  location_data: LocationData;
}

/** A backup of a site at the builder: its name and, where the builder says, when it was made (ISO). */
export interface BuilderBackup {
  backup_name: string;
  created_at: string | null;
}

export interface CreateSiteInput {
  templateId: string;
  businessName: string;
  /** Our site id, kept on the builder site so the two can be matched. */
  externalUid: string;
}

export interface WebsiteBuilder {
  listTemplates(): Promise<BuilderTemplate[]>;
  createSite(input: CreateSiteInput): Promise<{ site_name: string }>;
  getSite(siteName: string): Promise<BuilderSiteDetails>;
  listPages(siteName: string): Promise<BuilderPage[]>;
  updatePageSeo(siteName: string, pageUuid: string, seo: { title: string; description: string }): Promise<void>;
  getContent(siteName: string): Promise<BuilderContent>;
  /** Replaces the parts given (business_data, location_data, site_images); others stay. */
  updateContent(siteName: string, content: Partial<BuilderContent>): Promise<void>;
  publishContent(siteName: string): Promise<void>;
  /** A link that signs the user into the editor; made on click, as it expires in 2 minutes. */
  createEditorLink(siteName: string): Promise<{ url: string }>;
  publishSite(siteName: string): Promise<void>;
  createBackup(siteName: string, name: string): Promise<{ backup_name: string }>;
  /** The site's backups at the builder, whoever made them. */
  listBackups(siteName: string): Promise<BuilderBackup[]>;
}
