import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { MyWeek } from '../../domain/api/myWeek.schema';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { listScreens } from '../../domain/siteList/listScreens';
import { myWeekCardFilter, revisionWaitOf, weekAround, type MyWeekCardKey } from '../../domain/siteList/myWeek';
import type { Viewer } from '../../domain/viewer';
import type { Database } from '../db/schema';
import { countSites } from './siteListQuery';

/** The list's query with nothing chosen: every default filled in. */
const noFilters = v.parse(siteListQuerySchema, {});

/**
 * GET /api/mySites/week: each card counts what its list shows, My Sites' filter and the card's
 * (domain/siteList/myWeek.ts) through the list's own count, so a card and its list agree. Each
 * count starts from the viewer's sites by the index on their role's column.
 */
export const myWeek = async (db: Kysely<Database>, viewer: Viewer, day: string | undefined, now: Date): Promise<MyWeek> => {
  const asked = day ?? dayjs(now).format('YYYY-MM-DD');
  // A role without the card (which the capability rules out) counts nothing.
  const count = async (key: MyWeekCardKey): Promise<number> => {
    const card = myWeekCardFilter(viewer.role, key, asked);
    return card ? countSites(db, { ...noFilters, ...listScreens.mySites.scope(viewer), ...card }, viewer, now) : 0;
  };
  const waitingFor = revisionWaitOf(viewer.role);
  const [launches, revisions, ageing] = await Promise.all([
    count('weekLaunches'),
    waitingFor ? count('weekRevisions') : null,
    count('weekAgeing'),
  ]);
  return {
    ...weekAround(asked),
    launches,
    revisions: waitingFor && revisions !== null ? { waitingFor, sites: revisions } : null,
    ageing,
  };
};
