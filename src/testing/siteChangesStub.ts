import { fromCallback } from 'xstate';
import type { SiteChangesInput, SitesChangedEvent } from '../../machines/shared/siteChanges';

/** For stories and tests that do not exercise live changes: subscribes to nothing. */
export const quietSiteChanges = fromCallback<SitesChangedEvent, SiteChangesInput>(() => undefined);

/** For stories of the re-read a live change causes: every watched site changes once, as soon as it is watched. */
export const changedOnceShown = fromCallback<SitesChangedEvent, SiteChangesInput>(({ input, sendBack }) => {
  const timer = setTimeout(() => sendBack({ type: 'SITES_CHANGED', ids: [...input.siteIds] }), 0);
  return () => clearTimeout(timer);
});

/** A siteChanges actor a test drives: `emit([12])` is the server saying site 12 changed. */
export const createSiteChangesStub = () => {
  const subscribers = new Set<{ siteIds: readonly number[]; sendBack: (event: SitesChangedEvent) => void }>();
  return {
    actor: fromCallback<SitesChangedEvent, SiteChangesInput>(({ input, sendBack }) => {
      const subscriber = { siteIds: input.siteIds, sendBack };
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    }),
    /** The site ids each running subscription watches. */
    watched: (): number[][] => [...subscribers].map((subscriber) => [...subscriber.siteIds]),
    emit: (ids: number[]) => {
      for (const subscriber of subscribers) {
        const watchedIds = ids.filter((id) => subscriber.siteIds.includes(id));
        if (watchedIds.length > 0) subscriber.sendBack({ type: 'SITES_CHANGED', ids: watchedIds });
      }
    },
  };
};
