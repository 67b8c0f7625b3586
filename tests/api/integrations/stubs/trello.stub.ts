import { randomBytes } from 'node:crypto';
import { boardLists } from '../../../../domain/boardLists';
import { json, route, type StubRequest, type StubResponse, type StubServer, startStubServer } from './stubServer';

export const trelloStubCredentials = { key: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', token: 'ATTA0123456789abcdef' };

/** A list id per list name, as TRELLO_BOARD_LISTS would give them. */
export const trelloStubListIds = Object.fromEntries(
  boardLists.map((name, index) => [name, (index + 1).toString(16).padStart(24, '6')]),
) as Record<(typeof boardLists)[number], string>;

export interface TrelloStub extends StubServer {
  comments: Map<string, string[]>;
}

interface StubCard {
  id: string;
  name: string;
  desc: string;
  idList: string;
  idMembers: string[];
  url: string;
  shortUrl: string;
}

// Trello answers most errors in plain text, rate limits in JSON.
const text = (status: number, body: string): StubResponse => ({ status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
const idPattern = /^[0-9a-f]{24}$/;

/** Form parameters, which Trello reads from the body as from the query string. */
const formOf = (request: StubRequest): URLSearchParams | undefined =>
  /^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '') ? new URLSearchParams(request.body) : undefined;

/** Trello's REST API under /1, with its OAuth-style Authorization header, plain-text errors and a JSON 429. */
export const startTrelloStub = async (): Promise<TrelloStub> => {
  const cards = new Map<string, StubCard>();
  const comments = new Map<string, string[]>();
  const knownLists = new Set(Object.values(trelloStubListIds));
  const expectedAuth = `OAuth oauth_consumer_key="${trelloStubCredentials.key}", oauth_token="${trelloStubCredentials.token}"`;

  const cardFrom = (id: string): StubCard | StubResponse => {
    if (!idPattern.test(id)) return text(400, 'invalid id');
    return cards.get(id) ?? text(404, 'The requested resource was not found.');
  };
  const isCard = (value: StubCard | StubResponse): value is StubCard => 'idList' in value;

  const handle = (request: StubRequest): StubResponse => {
    if (request.headers.authorization !== expectedAuth) return text(401, 'invalid key');
    if (request.query.has('key') || request.query.has('token'))
      return text(400, 'credentials belong in the Authorization header in this test');
    let params: Record<string, string> | undefined;

    if (route(request, 'POST', '/1/cards')) {
      const form = formOf(request);
      const idList = form?.get('idList') ?? '';
      if (!knownLists.has(idList)) return text(400, 'invalid value for idList');
      // Trello's limit on a card description.
      if ((form?.get('desc') ?? '').length > 16_384) return text(400, 'invalid value for desc');
      const id = randomBytes(12).toString('hex');
      const shortLink = randomBytes(4).toString('hex');
      const card = {
        id,
        name: form?.get('name') ?? '',
        desc: form?.get('desc') ?? '',
        idList,
        idMembers: [],
        url: `https://trello.com/c/${shortLink}/1-card`,
        shortUrl: `https://trello.com/c/${shortLink}`,
      };
      cards.set(id, card);
      return json(200, card);
    }
    if (route(request, 'GET', '/1/members/me')) return json(200, { id: '5e8f1c2a9b3d4e0012345678', username: 'websiteadmin' });
    if ((params = route(request, 'GET', '/1/cards/:id'))) {
      const card = cardFrom(params.id!);
      if (!isCard(card)) return card;
      const fields = (request.query.get('fields') ?? 'all').split(',');
      return json(
        200,
        fields.includes('all')
          ? card
          : Object.fromEntries([['id', card.id], ...fields.map((field) => [field, card[field as keyof StubCard]])]),
      );
    }
    if ((params = route(request, 'PUT', '/1/cards/:id'))) {
      const card = cardFrom(params.id!);
      if (!isCard(card)) return card;
      const idList = formOf(request)?.get('idList');
      if (!idList || !knownLists.has(idList)) return text(400, 'invalid value for idList');
      card.idList = idList;
      return json(200, card);
    }
    if ((params = route(request, 'POST', '/1/cards/:id/idMembers'))) {
      const card = cardFrom(params.id!);
      if (!isCard(card)) return card;
      const member = formOf(request)?.get('value') ?? '';
      if (!idPattern.test(member)) return text(400, 'invalid value for value');
      if (card.idMembers.includes(member)) return text(400, 'member is already on the card');
      card.idMembers.push(member);
      return json(
        200,
        card.idMembers.map((memberId) => ({ id: memberId, username: `user${memberId.slice(-4)}` })),
      );
    }
    if ((params = route(request, 'POST', '/1/cards/:id/actions/comments'))) {
      const card = cardFrom(params.id!);
      if (!isCard(card)) return card;
      const commentText = formOf(request)?.get('text');
      if (!commentText) return text(400, 'invalid value for text');
      comments.set(card.id, [...(comments.get(card.id) ?? []), commentText]);
      return json(200, { id: randomBytes(12).toString('hex'), type: 'commentCard', data: { text: commentText, card: { id: card.id } } });
    }
    return text(404, 'Cannot ' + request.method + ' ' + request.path);
  };

  const stub = await startStubServer(handle);
  stub.failOnce((request) => request.method === 'POST' && request.path === '/1/cards', {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
    body: JSON.stringify({ error: 'API_TOKEN_LIMIT_EXCEEDED', message: 'Rate limit exceeded' }),
  });
  return Object.assign(stub, { comments });
};
