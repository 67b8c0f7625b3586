/**
 * Part 1 §2: the sidebar's entries in the spec's order, written out here rather than read from
 * the app's sidebarEntries, so the tests that compare against it check the app against the spec.
 */
export const sidebarInSpecOrder = [
  'My Sites',
  'All Sites',
  'New Website',
  'Launch Schedule',
  'Ready for Designer',
  'Ready for Floral',
  'Ready for QA',
  'SEO',
  'Ready for Coaching',
  'Scrapes',
  'GoDaddy Tools',
];
