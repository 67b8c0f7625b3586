import * as v from 'valibot';
import { type BoardListName, boardLists } from '../../../domain/boardLists';
import type { AccessCheck } from '../accessCheck';
import { createHttpClient, type HttpClientOptions, withAuthorizationHeader } from '../httpClient';
import { IntegrationError } from '../integrationError';
import { readJsonErrorMessage } from '../readJsonErrorMessage';
import type { BoardCard, TaskBoard } from './board.port';

interface TrelloClientConfig {
  baseUrl: string;
  key: string;
  token: string;
  /** TRELLO_BOARD_LISTS: the board's list id for each list name. */
  listIds: Record<BoardListName, string>;
  timeoutMs: number;
  retry?: Pick<HttpClientOptions, 'baseDelayMs' | 'maxRetries' | 'sleep'>;
}

/** The fields of Trello's Card object the app reads (developer.atlassian.com/cloud/trello/rest/api-group-cards). */
const trelloCard = v.looseObject({
  id: v.string(),
  name: v.string(),
  desc: v.string(),
  idList: v.string(),
  idMembers: v.array(v.string()),
  url: v.string(),
});
type TrelloCard = v.InferOutput<typeof trelloCard>;
const trelloMember = v.looseObject({ username: v.string() });

/** Trello refuses a card description longer than this many characters. */
const descriptionLimit = 16_384;
const truncationNote = '\n\n… (cut to fit Trello)';

/** The description within Trello's limit, marked where it was cut, never splitting a character in two. */
const fitDescription = (description: string): string => {
  if (description.length <= descriptionLimit) return description;
  let kept = description.slice(0, descriptionLimit - truncationNote.length);
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return kept + truncationNote;
};

const cardFields = 'name,desc,idList,idMembers,url';

/**
 * Trello's REST API. Key and token travel in the OAuth-style Authorization header Trello accepts,
 * not in the query string, so they never land in a proxy's access log. Parameters go as a form
 * body, as Trello reads them from either place and a description can be long.
 */
export const createTrelloClient = (config: TrelloClientConfig): TaskBoard & AccessCheck => {
  const authorization = `OAuth oauth_consumer_key="${config.key}", oauth_token="${config.token}"`;
  const http = createHttpClient({
    service: 'board',
    baseUrl: config.baseUrl,
    credentialVariables: ['TRELLO_KEY', 'TRELLO_TOKEN'],
    authorize: withAuthorizationHeader(authorization),
    readErrorMessage: readJsonErrorMessage,
    timeoutMs: config.timeoutMs,
    ...config.retry,
  });
  const listNameById = new Map(boardLists.map((name) => [config.listIds[name], name] as const));
  const form = (params: Record<string, string>) => ({
    body: new URLSearchParams(params).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  const cardPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}`;
  const toCard = (card: TrelloCard): BoardCard => ({
    id: card.id,
    name: card.name,
    description: card.desc,
    list: listNameById.get(card.idList) ?? null,
    memberIds: card.idMembers,
    url: card.url,
  });

  return {
    check: async () => {
      const me = await http.json({ method: 'GET', path: '/members/me', query: { fields: 'username' } }, trelloMember);
      return `signed in as ${me.username}`;
    },

    createCard: async ({ name, description, list }) =>
      toCard(
        await http.json(
          {
            method: 'POST',
            path: '/cards',
            ...form({ idList: config.listIds[list], name, desc: fitDescription(description), pos: 'top' }),
          },
          trelloCard,
        ),
      ),

    getCard: async (cardId) =>
      toCard(
        await http.json({ method: 'GET', path: cardPath(cardId), query: { fields: cardFields }, notFound: `card ${cardId}` }, trelloCard),
      ),

    moveCard: async (cardId, list) => {
      await http.request({ method: 'PUT', path: cardPath(cardId), ...form({ idList: config.listIds[list] }), notFound: `card ${cardId}` });
    },

    addMember: async (cardId, memberId) => {
      try {
        // Adding a member twice leaves the card as adding once: safe to retry.
        await http.request({
          method: 'POST',
          path: `${cardPath(cardId)}/idMembers`,
          ...form({ value: memberId }),
          idempotent: true,
          notFound: `card ${cardId}`,
        });
      } catch (error) {
        // Trello refuses a member already on the card; for us that is done.
        if (error instanceof IntegrationError && error.upstreamStatus === 400 && /already/i.test(error.message)) return;
        throw error;
      }
    },

    addComment: async (cardId, text) => {
      await http.request({ method: 'POST', path: `${cardPath(cardId)}/actions/comments`, ...form({ text }), notFound: `card ${cardId}` });
    },
  };
};
