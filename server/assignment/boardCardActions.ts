import type { Kysely } from 'kysely';
import type { BoardListName } from '../../domain/boardLists';
import type { Database } from '../db/schema';
import type { SessionUser } from '../appDeps';
import { conflict } from '../http/httpError';
import type { TaskBoard } from '../integrations/board/board.port';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

/** The site's card id: 404 for an unknown site, 409 when the site has no card on the board. */
const requireCardId = async (db: Kysely<Database>, siteId: number): Promise<string> => {
  const site = await requireSite(db, siteId);
  if (site.trello_card_id === null) throw conflict('This site has no board card');
  return site.trello_card_id;
};

/**
 * POST /api/sites/{id}/moveTrelloCard: moves the site's card to targetList. originList is where
 * the browser believed the card was; the move happens wherever it is, and the log names both.
 */
export const moveSiteCard = async (
  deps: { db: Kysely<Database>; board: TaskBoard },
  request: { siteId: number; targetList: BoardListName; originList: BoardListName; actor: SessionUser },
  now: Date,
): Promise<true> => {
  const cardId = await requireCardId(deps.db, request.siteId);
  await deps.board.moveCard(cardId, request.targetList);
  await writeLog(deps.db, {
    siteId: request.siteId,
    userId: request.actor.id,
    message: `Board card moved from ${request.originList} to ${request.targetList}`,
    at: now,
  });
  return true;
};

/**
 * POST /api/sites/{id}/addTrelloMember: adds a board member (a user's trello_id) to the card. The
 * log entry is muted: card membership is bookkeeping, not progress on the site.
 */
export const addSiteCardMember = async (
  deps: { db: Kysely<Database>; board: TaskBoard },
  request: { siteId: number; memberId: string; actor: SessionUser },
  now: Date,
): Promise<true> => {
  const cardId = await requireCardId(deps.db, request.siteId);
  await deps.board.addMember(cardId, request.memberId);
  await writeLog(deps.db, {
    siteId: request.siteId,
    userId: request.actor.id,
    message: `Board member ${request.memberId} added to the card`,
    mute: true,
    at: now,
  });
  return true;
};
