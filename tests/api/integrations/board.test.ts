import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness } from '../harness';
import { boardContract } from './board.contract';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { startTrelloStub, type TrelloStub, trelloStubCredentials, trelloStubListIds } from './stubs/trello.stub';

const trelloEnv = (stub: TrelloStub, token = trelloStubCredentials.token) => ({
  TRELLO_API_URL: `${stub.url}/1`,
  TRELLO_KEY: trelloStubCredentials.key,
  TRELLO_TOKEN: token,
  TRELLO_BOARD_LISTS: JSON.stringify(trelloStubListIds),
});

boardContract('task board: sandbox', async () => {
  const h = await createHarness();
  expect(h.deps.integrations.modes.board).toBe('sandbox');
  return {
    board: h.deps.integrations.board,
    commentsOf: async (cardId) =>
      (await h.handle.db.selectFrom('sandbox_board_comments').select('text').where('card_id', '=', cardId).orderBy('id').execute()).map(
        (row) => row.text,
      ),
    close: () => h.close(),
  };
});

boardContract('task board: Trello client against the stub', async () => {
  const contractStub = await startTrelloStub();
  const integrations = liveIntegrations(trelloEnv(contractStub));
  expect(integrations.modes.board).toBe('live');
  return {
    board: integrations.board,
    commentsOf: async (cardId) => contractStub.comments.get(cardId) ?? [],
    close: () => contractStub.close(),
  };
});

describe('Trello client specifics', () => {
  let stub: TrelloStub;
  // A fresh stub per test: its first-call throttling and its request log belong to that test alone.
  beforeEach(async () => {
    stub = await startTrelloStub();
  });
  afterEach(() => stub.close());

  it('retries a card creation Trello rate-limited, after its Retry-After', async () => {
    const { board } = liveIntegrations(trelloEnv(stub));
    const started = Date.now();
    const card = await board.createCard({ name: 'Rate limited once', description: 'x', list: 'LIVE.LIVE' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(card.list).toBe('LIVE.LIVE');
    const creations = stub.requests.filter((request) => request.method === 'POST' && request.path === '/1/cards');
    expect(creations).toHaveLength(2);
    expect(new URLSearchParams(creations[1]!.body).get('idList')).toBe(trelloStubListIds['LIVE.LIVE']);
  });

  it("cuts a description to Trello's 16,384 characters, saying so", async () => {
    const { board } = liveIntegrations(trelloEnv(stub));
    const long = `${'a'.repeat(16_360)}🙂${'b'.repeat(4_000)}`;
    const card = await board.createCard({ name: 'Long notes', description: long, list: 'LIVE.LIVE' });
    expect(card.description.length).toBeLessThanOrEqual(16_384);
    expect(card.description).toBe(`${'a'.repeat(16_360)}\n\n… (cut to fit Trello)`);
  });

  it('names the variables to check when Trello refuses the token', async () => {
    const { board } = liveIntegrations(trelloEnv(stub, 'expired-token'));
    const error = await expectIntegrationError(board.getCard('ffffffffffffffffffffffff'), 'board', 'unauthorized');
    expect(error.message).toBe('The task board (Trello) refused our credentials (401: invalid key). Check TRELLO_KEY and TRELLO_TOKEN.');
  });
});
