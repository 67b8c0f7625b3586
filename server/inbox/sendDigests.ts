import dayjs from 'dayjs';
import { sql } from 'kysely';
import type { AppDeps } from '../appDeps';

/** How far back a person's first digest looks: the day before. */
const firstDigestLooksBackDays = 1;

/** One line per notification, under its site's name (the Inbox's grouping), each with its link. */
const digestText = (
  name: string,
  origin: string,
  rows: ReadonlyArray<{ site_name: string | null; actor_name: string | null; message: string; link: string }>,
): string => {
  const bySite = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) bySite.set(row.site_name ?? 'General', [...(bySite.get(row.site_name ?? 'General') ?? []), row]);
  const sections = [...bySite].map(([site, items]) =>
    [site, ...items.map((item) => `- ${item.actor_name ? `${item.actor_name}: ` : ''}${item.message} (${origin}${item.link})`)].join('\n'),
  );
  return [
    `Hello ${name},`,
    '',
    'Here is what is new in your Website Admin inbox:',
    '',
    sections.join('\n\n'),
    '',
    `Open your inbox: ${origin}/inbox`,
  ].join('\n');
};

/**
 * The daily digest (issue 34): each active person who asked for it gets, through the mail service,
 * their unread notifications written since their last digest; nobody with nothing new gets a mail.
 * `last_digest_at` moves only after the mail is sent, so a run that fails is retried with nothing lost.
 */
export const sendDigests = async (deps: AppDeps): Promise<{ sent: number[] }> => {
  const now = deps.now();
  const origin = deps.config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? '';
  const people = await deps.db
    .selectFrom('notification_preferences as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.name', 'u.email', 'p.last_digest_at'])
    .where('p.daily_digest', '=', true)
    .where('u.active', '=', true)
    .orderBy('u.id')
    .execute();
  const sent: number[] = [];
  for (const person of people) {
    const since = person.last_digest_at ?? dayjs(now).subtract(firstDigestLooksBackDays, 'day').toDate();
    const rows = await deps.db
      .selectFrom('notifications as n')
      .leftJoin('sites as s', 's.id', 'n.site_id')
      .leftJoin('users as actor', 'actor.id', 'n.actor_id')
      .select(['s.name as site_name', 'actor.name as actor_name', 'n.message', 'n.link'])
      .where('n.user_id', '=', person.id)
      .where('n.read_at', 'is', null)
      .where('n.created_at', '>', since)
      .where('n.created_at', '<=', now)
      .where(sql<boolean>`(n.snoozed_until IS NULL OR n.snoozed_until <= ${now})`)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute();
    if (rows.length > 0) {
      await deps.integrations.mail.send({
        to: [person.email],
        subject: `Website Admin: ${rows.length} new in your inbox`,
        text: digestText(person.name, origin, rows),
      });
      sent.push(person.id);
    }
    await deps.db.updateTable('notification_preferences').set({ last_digest_at: now }).where('user_id', '=', person.id).execute();
  }
  return { sent };
};
