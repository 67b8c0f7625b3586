/** The app's paths a notification opens (issue 34: each item opens the place it is about). */
export const notificationLinks = {
  site: (siteId: number) => `/sites/id/${siteId}`,
  notes: (siteId: number) => `/sites/id/${siteId}/notes`,
  revisions: (siteId: number) => `/sites/id/${siteId}/qa`,
  scrapes: (siteId: number) => `/sites/id/${siteId}/scrape`,
  launchSchedule: '/launch-schedule',
};
