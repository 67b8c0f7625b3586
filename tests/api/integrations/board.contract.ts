import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskBoard } from '../../../server/integrations/board/board.port';
import { expectIntegrationError } from './expectIntegrationError';

interface BoardFixture {
  board: TaskBoard;
  /** Comments are written, never read back by the app: each implementation shows its own. */
  commentsOf(cardId: string): Promise<string[]>;
  close(): Promise<void>;
}

const memberId = '5f1a2b3c4d5e6f7a8b9c0d1e';
const unknownCard = 'ffffffffffffffffffffffff';

/** What the app relies on from the task board, whichever implementation answers. */
export const boardContract = (name: string, setup: () => Promise<BoardFixture>) =>
  describe(name, () => {
    let fixture: BoardFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture.close());

    it('creates a card with a description on a named list, and reads it back', async () => {
      const card = await fixture.board.createCard({
        name: 'Smith Funeral Home (#42)',
        description: 'Template: Serenity\nAE: Alex\n\nUrgent build: no',
        list: 'INTAKE.READY_FOR_DESIGNER',
      });
      expect(card).toMatchObject({
        name: 'Smith Funeral Home (#42)',
        description: 'Template: Serenity\nAE: Alex\n\nUrgent build: no',
        list: 'INTAKE.READY_FOR_DESIGNER',
        memberIds: [],
      });
      expect(card.id).toMatch(/^[0-9a-f]{24}$/);
      expect(card.url).toMatch(/\S/);
      expect(await fixture.board.getCard(card.id)).toEqual(card);
    });

    it('moves a card between named lists', async () => {
      const card = await fixture.board.createCard({ name: 'Move me', description: '', list: 'INTAKE.READY_FOR_DESIGNER' });
      await fixture.board.moveCard(card.id, 'DESIGN.ASSIGNED');
      expect((await fixture.board.getCard(card.id)).list).toBe('DESIGN.ASSIGNED');
      await fixture.board.moveCard(card.id, 'INTAKE.READY_FOR_DESIGNER');
      expect((await fixture.board.getCard(card.id)).list).toBe('INTAKE.READY_FOR_DESIGNER');
    });

    it('adds a member once, however often asked', async () => {
      const card = await fixture.board.createCard({ name: 'Members', description: '', list: 'DESIGN.ASSIGNED' });
      await fixture.board.addMember(card.id, memberId);
      await fixture.board.addMember(card.id, memberId);
      expect((await fixture.board.getCard(card.id)).memberIds).toEqual([memberId]);
    });

    it('adds comments', async () => {
      const card = await fixture.board.createCard({ name: 'Comments', description: '', list: 'QA.PRE_STAGING' });
      await fixture.board.addComment(card.id, 'Note added: waiting on the logo');
      await fixture.board.addComment(card.id, 'Logo received');
      expect(await fixture.commentsOf(card.id)).toEqual(['Note added: waiting on the logo', 'Logo received']);
    });

    it('says a card that does not exist was not found', async () => {
      await expectIntegrationError(fixture.board.getCard(unknownCard), 'board', 'not_found');
      await expectIntegrationError(fixture.board.moveCard(unknownCard, 'DESIGN.ASSIGNED'), 'board', 'not_found');
      await expectIntegrationError(fixture.board.addMember(unknownCard, memberId), 'board', 'not_found');
      const error = await expectIntegrationError(fixture.board.addComment(unknownCard, 'hello'), 'board', 'not_found');
      expect(error.message).toBe(`The task board (Trello) could not find card ${unknownCard}.`);
    });
  });
