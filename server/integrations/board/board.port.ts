import type { BoardListName } from '../../../domain/boardLists';

/** The task board (Trello): one card per site, moved between named lists as the site moves. */
export interface BoardCard {
  id: string;
  name: string;
  description: string;
  /** null when the card sits on a list we do not track. */
  list: BoardListName | null;
  memberIds: string[];
  url: string;
}

export interface TaskBoard {
  createCard(input: { name: string; description: string; list: BoardListName }): Promise<BoardCard>;
  getCard(cardId: string): Promise<BoardCard>;
  moveCard(cardId: string, list: BoardListName): Promise<void>;
  /** memberId is the board's member id (a user's trello_id). */
  addMember(cardId: string, memberId: string): Promise<void>;
  addComment(cardId: string, text: string): Promise<void>;
}
