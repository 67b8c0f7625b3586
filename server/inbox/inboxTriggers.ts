import type { Kysely } from 'kysely';
import { assignedPeopleOf } from '../../domain/inbox/inboxRecipients';
import { mentionedIn } from '../../domain/inbox/mentions';
import { notificationLinks } from '../../domain/inbox/notificationLinks';
import type { NoteType } from '../../domain/siteNotes/noteTypes';
import type { SiteStatus } from '../../domain/siteStatus';
import { launchMissableStatuses } from '../../machines/siteLifecycle/siteLifecycle.machine';
import type { Database } from '../db/schema';
import { notify } from './notify';

/**
 * Who hears what (issue 34), one function per trigger, each called inside the transaction of the
 * change it tells about. The actor is never told of their own action (notify.ts).
 */

const siteAssignees = (db: Kysely<Database>, siteId: number) =>
  db
    .selectFrom('sites')
    .select(['designer_id', 'florist_id', 'am_id', 'sdr_id', 'ae_id', 'care_id'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();

const excerpt = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/** The person assigned to a site, and the one taken off it. */
export const notifyAssignment = async (
  db: Kysely<Database>,
  change: { siteId: number; title: string; before: number | null; after: number | null; actorId: number; at: Date },
): Promise<void> => {
  const link = notificationLinks.site(change.siteId);
  await notify(db, [change.after], change.actorId, {
    kind: 'assignment',
    siteId: change.siteId,
    message: `You were assigned as ${change.title}`,
    link,
    at: change.at,
  });
  await notify(db, [change.before], change.actorId, {
    kind: 'assignment',
    siteId: change.siteId,
    message: `You were taken off the site as ${change.title}`,
    link,
    at: change.at,
  });
};

/** The people assigned to a site whose status changed; a missed launch is news about the launch. */
export const notifyStatusChange = async (
  db: Kysely<Database>,
  change: { siteId: number; from: SiteStatus; to: SiteStatus; actorId: number | null; at: Date },
): Promise<void> => {
  if (change.from === change.to) return;
  const missed = change.to === 'Missed Launch';
  await notify(db, assignedPeopleOf(await siteAssignees(db, change.siteId)), change.actorId, {
    kind: missed ? 'launch' : 'status',
    siteId: change.siteId,
    message: missed ? 'Launch date missed' : `Status changed from ${change.from} to ${change.to}`,
    link: notificationLinks.site(change.siteId),
    at: change.at,
  });
};

/** The people assigned to a site whose launch date was set, changed or cleared. */
export const notifyLaunchDateChange = async (
  db: Kysely<Database>,
  change: { siteId: number; message: string; actorId: number; at: Date },
): Promise<void> => {
  await notify(db, assignedPeopleOf(await siteAssignees(db, change.siteId)), change.actorId, {
    kind: 'launch',
    siteId: change.siteId,
    message: change.message,
    link: notificationLinks.site(change.siteId),
    at: change.at,
  });
};

/** The site's designer, of a revision logged. */
export const notifyRevisionLogged = async (
  db: Kysely<Database>,
  revision: { siteId: number; issue: string; actorId: number; at: Date },
): Promise<void> => {
  const { designer_id } = await siteAssignees(db, revision.siteId);
  await notify(db, [designer_id], revision.actorId, {
    kind: 'revision',
    siteId: revision.siteId,
    message: `Revision logged: ${excerpt(revision.issue)}`,
    link: notificationLinks.revisions(revision.siteId),
    at: revision.at,
  });
};

/** The site's QA person, who verifies, of a revision marked fixed. */
export const notifyRevisionFixed = async (
  db: Kysely<Database>,
  revision: { siteId: number; issue: string; actorId: number; at: Date },
): Promise<void> => {
  const { care_id } = await siteAssignees(db, revision.siteId);
  await notify(db, [care_id], revision.actorId, {
    kind: 'revision',
    siteId: revision.siteId,
    message: `Revision fixed, ready to verify: ${excerpt(revision.issue)}`,
    link: notificationLinks.revisions(revision.siteId),
    at: revision.at,
  });
};

/**
 * The people mentioned in a note or revision: the ids the `@` box sent whose `@Name` is still in
 * the text (domain/inbox/mentions.ts), of any role; an id of nobody active is passed over
 * (notify.ts). The ids keep the order they were picked in, which tells namesakes apart
 * (docs/decisions/0554).
 */
export const notifyMentions = async (
  db: Kysely<Database>,
  mention: {
    siteId: number;
    text: string;
    mentions: readonly number[];
    /** A note's type picks the filter its link opens the notes with. */
    where: { note: NoteType } | 'revision';
    actorId: number;
    at: Date;
  },
): Promise<void> => {
  if (mention.mentions.length === 0) return;
  const found = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', mention.mentions).execute();
  const picked = mention.mentions.flatMap((id) => found.filter((person) => person.id === id));
  await notify(db, mentionedIn(mention.text, picked), mention.actorId, {
    kind: 'mention',
    siteId: mention.siteId,
    message: `Mentioned you in a ${mention.where === 'revision' ? 'revision' : 'note'}: ${excerpt(mention.text)}`,
    link:
      mention.where === 'revision'
        ? notificationLinks.revisions(mention.siteId)
        : notificationLinks.notes(mention.siteId, mention.where.note),
    at: mention.at,
  });
};

/** Whoever started a scrape task, when it finishes or fails. */
export const notifyScrapeTaskEnded = async (
  db: Kysely<Database>,
  task: { siteId: number; name: string; startedBy: number | null; failed: boolean; at: Date },
): Promise<void> => {
  await notify(db, [task.startedBy], null, {
    kind: 'scrape',
    siteId: task.siteId,
    message: task.failed ? `Scrape task ${task.name} failed` : `Scrape task ${task.name} finished`,
    link: notificationLinks.scrapes(task.siteId),
    at: task.at,
  });
};

/** Whoever pressed Full Send, when it finishes or fails. */
export const notifyFullSendEnded = async (
  db: Kysely<Database>,
  launch: { siteId: number; startedBy: number | null; error: string | null; at: Date },
): Promise<void> => {
  await notify(db, [launch.startedBy], null, {
    kind: 'launch',
    siteId: launch.siteId,
    message: launch.error === null ? 'Full Send finished: the site is live' : `Full Send failed: ${excerpt(launch.error)}`,
    link: notificationLinks.site(launch.siteId),
    at: launch.at,
  });
};

/** Whoever requested a scrape, when the request is completed. */
export const notifyScrapeRequestCompleted = async (
  db: Kysely<Database>,
  request: { siteId: number; label: string; requestedBy: number | null; actorId: number; at: Date },
): Promise<void> => {
  await notify(db, [request.requestedBy], request.actorId, {
    kind: 'scrape',
    siteId: request.siteId,
    message: `Your ${request.label} scrape request was completed`,
    link: notificationLinks.scrapes(request.siteId),
    at: request.at,
  });
};

/** Every active launch specialist, each morning, of each site launching tomorrow ('YYYY-MM-DD'). */
export const notifyTomorrowsLaunches = async (db: Kysely<Database>, tomorrow: string, at: Date): Promise<void> => {
  const [specialists, sites] = await Promise.all([
    db.selectFrom('users').select('id').where('role', '=', 'launch').where('active', '=', true).execute(),
    db
      .selectFrom('sites')
      .select('id')
      .where('scheduled_launch_date', '=', tomorrow)
      .where('launcher_label', 'in', launchMissableStatuses)
      .orderBy('id')
      .execute(),
  ]);
  for (const site of sites)
    await notify(
      db,
      specialists.map((person) => person.id),
      null,
      {
        kind: 'launch',
        siteId: site.id,
        message: 'Launches tomorrow',
        link: notificationLinks.site(site.id),
        at,
        dedupeKey: `launch-tomorrow:${site.id}:${tomorrow}`,
      },
    );
};
