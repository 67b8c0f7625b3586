import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type BoardListName, isBoardListName } from '../../../domain/boardLists';
import type { Database } from '../../db/schema';
import { sandboxPaths } from '../builder/sandboxTemplates';
import { notFoundError } from '../integrationError';
import type { BoardCard, TaskBoard } from './board.port';

interface SandboxBoardDeps {
  db: Kysely<Database>;
  publicOrigin: string;
  now: () => Date;
}

/** The task board offline: cards, their list, members and comments in our database; a card's page is served by us. */
export const createSandboxBoard = ({ db, publicOrigin, now }: SandboxBoardDeps): TaskBoard => {
  const readCard = async (cardId: string): Promise<BoardCard> => {
    const row = await db.selectFrom('sandbox_board_cards').selectAll().where('id', '=', cardId).executeTakeFirst();
    if (!row) throw notFoundError('board', `card ${cardId}`);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      list: isBoardListName(row.list_name) ? row.list_name : null,
      memberIds: row.member_ids,
      url: publicOrigin + sandboxPaths.card(row.id),
    };
  };

  return {
    createCard: async ({ name, description, list }) => {
      // Trello ids are 24 hex characters; the sandbox's look the same.
      const id = randomBytes(12).toString('hex');
      await db.insertInto('sandbox_board_cards').values({ id, name, description, list_name: list, created_at: now() }).execute();
      return readCard(id);
    },
    getCard: readCard,
    moveCard: async (cardId, list: BoardListName) => {
      const result = await db.updateTable('sandbox_board_cards').set({ list_name: list }).where('id', '=', cardId).executeTakeFirst();
      if (!result.numUpdatedRows) throw notFoundError('board', `card ${cardId}`);
    },
    addMember: async (cardId, memberId) => {
      const card = await readCard(cardId);
      if (card.memberIds.includes(memberId)) return;
      await db
        .updateTable('sandbox_board_cards')
        .set({ member_ids: JSON.stringify([...card.memberIds, memberId]) })
        .where('id', '=', cardId)
        .execute();
    },
    addComment: async (cardId, text) => {
      await readCard(cardId);
      await db.insertInto('sandbox_board_comments').values({ card_id: cardId, text, created_at: now() }).execute();
    },
  };
};
