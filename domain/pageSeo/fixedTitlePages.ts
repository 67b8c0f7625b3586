/**
 * Standard pages whose title every funeral-home site shares (part 2 §2.7: FAQ, Testimonials,
 * Privacy Policy, Contact Us, Home, Our Staff and similar): the AI helper is not offered for them,
 * as their description says what the page is rather than selling the home.
 */
const fixedTitles = new Set([
  'home',
  'faq',
  'faqs',
  'frequently asked questions',
  'testimonials',
  'privacy policy',
  'privacy',
  'contact',
  'contact us',
  'our staff',
  'staff',
  'meet our staff',
  'our team',
  'terms of use',
  'terms of service',
  'terms and conditions',
  'accessibility',
  'accessibility statement',
  'sitemap',
  'site map',
  'thank you',
  'page not found',
]);

const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const isFixedTitlePage = (pageTitle: string): boolean => fixedTitles.has(normalise(pageTitle));
