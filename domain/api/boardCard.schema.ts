import * as v from 'valibot';
import { boardLists } from '../boardLists';

const listName = v.picklist(boardLists, `must be one of ${boardLists.join(', ')}`);

/** POST /api/sites/{id}/moveTrelloCard. */
export const moveCardBodySchema = v.object({
  targetList: listName,
  originList: listName,
});

/** POST /api/sites/{id}/addTrelloMember: memberId is the person's board member id (their trello_id). */
export const addCardMemberBodySchema = v.object({
  memberId: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(100)),
});

/** Both board card calls answer `true` when done. */
export const boardCardDoneSchema = v.literal(true);
