import type { Note } from '../../domain/api/siteNotes.schema';
import type { TaskBoard } from '../integrations/board/board.port';

/**
 * Copies a saved note to the site's board card as a comment. Runs after the note is committed:
 * the board being down must not lose the note, so a failure is reported (false), not thrown.
 */
export const syncNoteToBoard = async (board: TaskBoard, cardId: string | null, note: Note): Promise<boolean> => {
  if (cardId === null) return true;
  try {
    await board.addComment(cardId, `${note.user_name ?? 'Someone'} (${note.type} note): ${note.note}`);
    return true;
  } catch (error) {
    console.warn(`[notes] note ${note.id} not copied to board card ${cardId}`, error);
    return false;
  }
};
