import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionUser } from '../appDeps';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

/** The note text: the fixed sentence (the success toast's words), then the coach's own note if any. */
const coachingNoteText = (additionalNote: string): string =>
  additionalNote === '' ? 'Coaching session complete' : `Coaching session complete\n\n${additionalNote}`;

/**
 * Mark Coached (part 2 §2.8): the site's last coaching session becomes today, and an Account note
 * and a log entry record it, all in one transaction.
 */
export const markCoached = async (
  db: Kysely<Database>,
  request: { siteId: number; additionalNote: string; actor: SessionUser },
  now: Date,
): Promise<{ last_coaching_session: string; pretty_last_coaching_session: string }> => {
  const today = dayjs(now);
  await db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, request.siteId, { lock: true });
    await trx
      .updateTable('sites')
      .set({ last_coaching_session: today.format('YYYY-MM-DD') })
      .where('id', '=', site.id)
      .execute();
    await trx
      .insertInto('notes')
      .values({
        site_id: site.id,
        user_id: request.actor.id,
        type: 'Account',
        note: coachingNoteText(request.additionalNote),
        date_created: now,
      })
      .execute();
    await writeLog(trx, { siteId: site.id, userId: request.actor.id, message: 'Coaching session complete', at: now });
  });
  return { last_coaching_session: today.format('YYYY-MM-DD'), pretty_last_coaching_session: today.format('MMM D, YYYY') };
};
