import { vi } from 'vitest';

type Answer = { status?: number; body: unknown } | (() => Promise<never>);

export type StubbedApi = {
  /** 'METHOD /path' of every request, in order. */
  calls: string[];
  /** The requests themselves, to read headers and bodies. */
  requests: Request[];
};

/** A websocket that never connects: screens that listen for live changes wait quietly. */
class QuietWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readonly readyState = QuietWebSocket.CONNECTING;
  send(): void {}
  close(): void {}
}

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path' (query ignored). Unlisted
 * requests answer 404, and live sockets never connect, so a test never reaches the network.
 * Restore with vi.unstubAllGlobals().
 */
export function stubApi(answers: Record<string, Answer>): StubbedApi {
  const calls: string[] = [];
  const requests: Request[] = [];
  vi.stubGlobal('WebSocket', QuietWebSocket);
  vi.stubGlobal('fetch', async (input: Request) => {
    const key = `${input.method} ${new URL(input.url).pathname}`;
    calls.push(key);
    requests.push(input.clone());
    const answer = answers[key];
    if (typeof answer === 'function') return answer();
    if (!answer) return Response.json({ error: 'Not found' }, { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return { calls, requests };
}

/** Answers for every shared lookup list, all empty. */
export const emptyLookupAnswers: Record<string, Answer> = Object.fromEntries(
  [
    'designers',
    'florists',
    'ams',
    'sdrs',
    'aes',
    'cares',
    'corporations',
    'referralPartners',
    'providers',
    'fundingPartners',
    'addons',
    'launchHolidays',
    'launchReasons',
    'staff',
  ].map((list) => [`GET /api/${list}`, { body: [] }]),
);
