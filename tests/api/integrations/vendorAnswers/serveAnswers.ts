import { json, type StubResponse, type StubServer, startStubServer } from '../stubs/stubServer';

/**
 * A loopback server answering each 'METHOD /path' with the vendor-shaped example given (JSON, or a
 * raw response for XML and errors): the contract tests read the vendors' own examples through
 * the real clients, never the internet. An unlisted call is a 599, which no client accepts.
 */
export const serveAnswers = (answers: Record<string, unknown>): Promise<StubServer> =>
  startStubServer((request) => {
    const key = `${request.method} ${request.path}`;
    if (!(key in answers)) return { status: 599, body: `no example for ${key}` };
    const answer = answers[key];
    return isRawResponse(answer) ? answer : json(200, answer);
  });

export const raw = (response: StubResponse): StubResponse & { raw: true } => ({ ...response, raw: true });
const isRawResponse = (answer: unknown): answer is StubResponse => typeof answer === 'object' && answer !== null && 'raw' in answer;
