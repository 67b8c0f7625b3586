/** The prefixes of what the app keeps in localStorage (src/session): drafts, the palette's recent sites, preferences. */
const keptByTheApp = /^(draft|recentSites|preferences):/;

/**
 * Removes what the app kept in this browser, so a story starts as a first visit does. Only the
 * app's own keys: in the built Storybook the preview shares its origin, and so its localStorage,
 * with Storybook's manager, whose layout a designer expects to keep.
 */
export const forgetWhatTheAppKept = (): void => {
  for (const key of Object.keys(localStorage)) if (keptByTheApp.test(key)) localStorage.removeItem(key);
};
