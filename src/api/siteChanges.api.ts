import * as v from 'valibot';
import { fromCallback } from 'xstate';
import type { SiteChangesInput, SitesChangedEvent } from '../../machines/shared/siteChanges';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';

const siteChangedSchema = v.object({ id: v.number() });

// Changes that arrive together (a colleague's batch, a job's steps) become one re-read.
const gatherMs = 250;

/** `site_changed` messages of the watched sites' `site:{id}` channels (docs/decisions/0320). */
export const siteChangesActor = fromCallback<SitesChangedEvent, SiteChangesInput>(({ input, sendBack }) => {
  const changed = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gather = (ids: readonly number[]) => {
    for (const id of ids) changed.add(id);
    timer ??= setTimeout(() => {
      timer = undefined;
      const ids = [...changed];
      changed.clear();
      sendBack({ type: 'SITES_CHANGED', ids });
    }, gatherMs);
  };
  const stops = input.siteIds.map((siteId) =>
    subscribeLive(`site:${siteId}`, (type, payload) => {
      const message = v.safeParse(siteChangedSchema, payload);
      if (type === 'site_changed' && message.success && message.output.id === siteId) gather([siteId]);
    }),
  );
  stops.push(onLiveReconnect(() => gather(input.siteIds)));
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
});
