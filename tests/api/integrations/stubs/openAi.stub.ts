import { randomBytes } from 'node:crypto';
import { json, route, type StubRequest, type StubResponse, type StubServer, startStubServer } from './stubServer';

export const openAiStubCredentials = { apiKey: 'sk-test-0123456789abcdef', model: 'gpt-4o-mini' };

const openAiError = (status: number, message: string, type: string, code: string | null) =>
  json(status, { error: { message, type, param: null, code } });

interface ChatRequest {
  model?: unknown;
  max_tokens?: unknown;
  messages?: { role?: unknown; content?: unknown }[];
}

/**
 * An OpenAI-compatible chat completions API under /v1: Bearer key, {error: {message, type, code}}
 * errors, a 429 with Retry-After on the first call. It answers from the user message, like a
 * model following the prompt; a page titled 'Rambling' gets an over-long answer. `outOfCredit`
 * answers every call as OpenAI answers an account without credit: 429 insufficient_quota.
 */
export const startOpenAiStub = async (options: { outOfCredit?: boolean } = {}): Promise<StubServer> => {
  const handle = (request: StubRequest): StubResponse => {
    if (options.outOfCredit) {
      return openAiError(
        429,
        'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
        'insufficient_quota',
        'insufficient_quota',
      );
    }
    if (request.headers.authorization !== `Bearer ${openAiStubCredentials.apiKey}`) {
      return openAiError(
        401,
        'Incorrect API key provided: sk-...xxxx. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (route(request, 'GET', '/v1/models')) {
      const model = (id: string) => ({ id, object: 'model', created: 1715367049, owned_by: 'system' });
      return json(200, { object: 'list', data: [model('gpt-4o-mini'), model('o3-mini'), model('text-embedding-3-small')] });
    }
    if (!route(request, 'POST', '/v1/chat/completions'))
      return openAiError(404, `Unknown request URL: ${request.method} ${request.path}.`, 'invalid_request_error', 'unknown_url');
    let body: ChatRequest;
    try {
      body = JSON.parse(request.body) as ChatRequest;
    } catch {
      return openAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    if (body.model !== openAiStubCredentials.model)
      return openAiError(404, `The model '${String(body.model)}' does not exist`, 'invalid_request_error', 'model_not_found');
    // What OpenAI answers for the o-series models, which refuse the deprecated parameter.
    if (body.max_tokens !== undefined) {
      return openAiError(
        400,
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        'invalid_request_error',
        'unsupported_parameter',
      );
    }
    const system = body.messages?.find((message) => message.role === 'system')?.content;
    const user = body.messages?.find((message) => message.role === 'user')?.content;
    if (typeof system !== 'string' || typeof user !== 'string')
      return openAiError(400, "'messages' must hold a system and a user message", 'invalid_request_error', null);
    const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(user)?.[1] ?? '';
    const home = field('Funeral home');
    const page = field('Page');
    const content =
      page === 'Rambling'
        ? `${home} ${'has served families with dignity and compassion for generations, '.repeat(5)}`
        : `"${home} in ${field('Location')}: ${page.toLowerCase()} and compassionate care for every family."`;
    return json(200, {
      id: `chatcmpl-${randomBytes(6).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: openAiStubCredentials.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 60, completion_tokens: 30, total_tokens: 90 },
    });
  };

  const stub = await startStubServer(handle);
  if (options.outOfCredit) return stub;
  stub.failOnce((request) => request.path === '/v1/chat/completions', {
    ...openAiError(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded'),
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
  return stub;
};
