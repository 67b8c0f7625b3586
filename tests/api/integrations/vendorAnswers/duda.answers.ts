/**
 * Duda's answers as its own Node SDK's test fixtures and types show them (@dudadev/partner-api,
 * tests/template.tests.ts, tests/page.tests.ts, src/lib/sites/types.ts), trimmed of nothing the
 * app might meet: unread fields stay, so the schemas are shown to let them through.
 */
export const dudaTemplatesAnswer = [
  {
    template_name: 'Auto Repair',
    preview_url: 'http://dashboard.russjeffery.com/preview/dm-theme-1005442-en-328',
    thumbnail_url:
      'https://irp-cdn.multiscreensite.com/0f8a84df3a244e0f9249423e0588397f/siteTemplateIcons/IzrGRlYSCeQNUc4V1nAA_Auto_repair_BigPreview.png',
    desktop_thumbnail_url:
      'https://irp-cdn.multiscreensite.com/0f8a84df3a244e0f9249423e0588397f/siteTemplateIcons/GwrdUIcXTbOypxHaiUNZ_auto_repair_desktop.png',
    tablet_thumbnail_url:
      'https://irp-cdn.multiscreensite.com/0f8a84df3a244e0f9249423e0588397f/siteTemplateIcons/LUihe1rSq5kiizBraMgG_auto-repair_ipad.png',
    mobile_thumbnail_url:
      'https://irp-cdn.multiscreensite.com/0f8a84df3a244e0f9249423e0588397f/siteTemplateIcons/rcceNsKOTKSqSx5bnPME_auto-repair-mobile.png',
    template_id: '1005442',
    template_alias: 'string',
    template_properties: { can_build_from_url: false, has_store: false, has_blog: false, ai_enabled: false, page_count: 5, type: 'duda' },
  },
];

const fixturePage = {
  uuid: '123abc',
  title: 'My Title',
  path: '/test',
  seo: {
    title: 'My SEO Title',
    description: 'SEO description of the page',
    no_index: false,
    og_image: 'https://example.org/path/to/image.png',
  },
  header_html: '<b>Some HTML</b>',
};

/** The SDK's test fixture for 'List Pages' (v2). */
export const dudaPagesResultsAnswer = { results: [fixturePage] };
/** The SDK's type for the same call: `ListPagesResponse = Array<Page>`. */
export const dudaPagesArrayAnswer = [fixturePage];

/** 'Get Site' as Duda documents it. */
export const dudaSiteAnswer = {
  account_name: 'partner@agency.example',
  site_name: '28e1182c',
  external_uid: '42',
  site_domain: 'www.smithfuneral.com',
  preview_site_url: 'http://example-preview.multiscreensite.com/preview/28e1182c',
  last_published_date: '2026-10-02T14:31:08',
  first_published_date: '2026-09-30T09:12:44',
  force_https: true,
  publish_status: 'PUBLISHED',
  template_id: 1005442,
  thumbnail_url: 'https://irp-cdn.multiscreensite.com/28e1182c/siteThumbnails/home.png',
  site_business_info: { business_name: 'Smith Funeral Home' },
};

/** 'Get Content Library' as Duda documents it (site_texts and site_images beside business_data and location_data). */
export const dudaContentAnswer = {
  location_data: {
    phones: [{ phoneNumber: '555-0100', label: 'Main' }],
    emails: [{ emailAddress: 'info@smithfuneral.com', label: 'Main' }],
    label: 'Main',
    social_accounts: { facebook: 'smithfuneral' },
    address: { streetAddress: '1 Main Street', postalCode: '62701', region: 'IL', city: 'Springfield', country: 'US' },
    logo_url: 'https://irp-cdn.multiscreensite.com/28e1182c/logo.png',
  },
  additional_locations: [],
  site_texts: { overview: 'Caring for Springfield families since 1921.', custom: [] },
  business_data: { name: 'Smith Funeral Home', logo_url: 'https://irp-cdn.multiscreensite.com/28e1182c/logo.png' },
  site_images: [{ label: 'Hero', url: 'https://irp-cdn.multiscreensite.com/28e1182c/hero.jpg', alt: 'The chapel' }],
};

export const dudaSsoLinkAnswer = { url: 'https://partner.example/home/site/28e1182c?dm_sso=2!eyJhbGciOi' };

/** 'List Backups': name and date of each backup. */
export const dudaBackupsAnswer = [{ name: 'QA-Complete', date: '2026-10-01T12:00:00' }];

/** Duda's error body for a site that does not exist: 400, not 404. */
export const dudaResourceNotExistAnswer = { error_code: 'ResourceNotExist', message: 'Site 28e1182d not found' };
