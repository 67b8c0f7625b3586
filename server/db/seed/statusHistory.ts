import type { SiteStatus } from '../../../domain/siteStatus';
import { createRng, type Rng } from './prng';

/** The way most sites go, intake to live. */
const mainPath: readonly SiteStatus[] = [
  'Ready for Design',
  'In Design',
  'Pre-Staging QA',
  'Staged',
  'Final QA',
  'Approved',
  '100% Ready',
  'Live',
];

/** Roughly how many days a stay in each status takes; each stay draws half to twice this. */
const typicalDays: Partial<Record<SiteStatus, number>> = {
  'Ready for Design': 4,
  'In Design': 18,
  'In Review': 4,
  'Waiting for Content': 12,
  'Revisions Needed': 6,
  'Pre-Staging QA': 5,
  Staged: 7,
  'Final QA': 4,
  Approved: 3,
  '100% Ready': 8,
  'Missed Launch': 5,
};

const upTo = (status: SiteStatus): SiteStatus[] => mainPath.slice(0, mainPath.indexOf(status) + 1);

/** The statuses a site passed through to reach `status`, with the waits and misses real sites have. */
const pathTo = (status: SiteStatus, rng: Rng): SiteStatus[] => {
  if (status === 'Test') return ['Test'];
  const detours = (path: SiteStatus[]): SiteStatus[] =>
    path.flatMap((step, index): SiteStatus[] => {
      const last = index === path.length - 1;
      if (last) return [step];
      if (step === 'In Design' && rng.chance(0.2)) return ['In Design', 'Waiting for Content', 'In Design'];
      if (step === 'Pre-Staging QA' && rng.chance(0.3)) return ['Pre-Staging QA', 'Revisions Needed', 'Pre-Staging QA'];
      if (step === '100% Ready' && rng.chance(0.2)) return ['100% Ready', 'Missed Launch', '100% Ready'];
      return [step];
    });
  switch (status) {
    case 'In Review':
    case 'Waiting for Content':
      return [...detours(upTo('In Design')), status];
    case 'Revisions Needed':
      return [...detours(upTo(rng.chance(0.6) ? 'Pre-Staging QA' : 'Final QA')), status];
    case 'Missed Launch':
      return [...detours(upTo('100% Ready')), status];
    case 'Post-Live QA':
    case 'Rebuild':
      return [...detours(mainPath.slice()), status];
    case 'Lost':
      return [...detours(mainPath.slice(0, rng.int(1, 6))), 'Lost'];
    default:
      return detours(upTo(status));
  }
};

export interface SeededStatusChange {
  status: SiteStatus;
  at: number;
}

/**
 * A site's status history for the demo (issue 35): from its creation to its current status, each
 * stay drawn around its typical length and the whole fitted between the site's creation and the
 * moment it entered its current status (its launch for a live site, else its latest activity).
 * A site's own generator (seeded by its id) draws it, so the rest of the seed stays as it was.
 */
export const seededStatusHistory = (
  siteId: number,
  site: { status: SiteStatus; created: number; enteredCurrent: number; liveAt: number | null },
): SeededStatusChange[] => {
  const rng = createRng(siteId * 7919 + 17);
  const path = pathTo(site.status, rng);
  if (path.length === 1) return [{ status: site.status, at: site.created }];
  // A site live before its current status (Post-Live QA, Rebuild) went live on its launch day.
  const liveIndex = path.indexOf('Live');
  const wentLiveEarlier = liveIndex >= 0 && liveIndex < path.length - 1 && site.liveAt !== null;
  const end = wentLiveEarlier && site.liveAt !== null ? Math.min(site.liveAt, site.enteredCurrent) : site.enteredCurrent;
  const fitted = path.slice(0, wentLiveEarlier ? liveIndex : -1);
  const weights = fitted.map((status) => (typicalDays[status] ?? 5) * (0.5 + rng.next() * 1.5));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const span = Math.max(end - site.created, 0);
  let at = site.created;
  const changes: SeededStatusChange[] = [];
  fitted.forEach((status, index) => {
    changes.push({ status, at: Math.round(at) });
    at += (span * (weights[index] ?? 0)) / total;
  });
  if (wentLiveEarlier) changes.push({ status: 'Live', at: end });
  changes.push({ status: path.at(-1) ?? site.status, at: site.enteredCurrent });
  return changes;
};
