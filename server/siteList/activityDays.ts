const dayMs = 86_400_000;

/** A row's latest_activity: whole days from its latest activity to `now`, never below 0. */
export const activityDays = (at: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - at.getTime()) / dayMs));

/**
 * The first moment (epoch ms) after `now` at which any of these rows' latest_activity reads one
 * day more: until then an answer built from them at `now` is still the answer.
 */
export const activityStableUntil = (activityAt: readonly Date[], now: Date): number =>
  activityAt.reduce((soonest, at) => Math.min(soonest, at.getTime() + (activityDays(at, now) + 1) * dayMs), Number.POSITIVE_INFINITY);
