import * as v from 'valibot';
import type { AccessCheck } from '../accessCheck';
import { createHttpClient, type HttpClientOptions, withAuthorizationHeader } from '../httpClient';
import { IntegrationError } from '../integrationError';
import { readJsonErrorMessage } from '../readJsonErrorMessage';
import { serviceLabels } from '../serviceNames';
import { type AiWriter, metaDescriptionLimit } from './ai.port';
import { fitDescription } from './fitDescription';

interface OpenAiClientConfig {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  retry?: Pick<HttpClientOptions, 'baseDelayMs' | 'maxRetries' | 'sleep'>;
}

/** The part of OpenAI's chat completion object the app reads (platform.openai.com/docs/api-reference/chat/object). */
const chatCompletion = v.looseObject({
  choices: v.array(v.looseObject({ message: v.looseObject({ content: v.optional(v.nullable(v.string())) }) })),
});

const systemPrompt =
  `You write SEO meta descriptions for funeral home websites. Answer with the description only: ` +
  `one or two plain sentences, at most ${metaDescriptionLimit} characters, warm and factual, no quotes, no emoji.`;

/** GET /models (platform.openai.com/docs/api-reference/models/list). */
const modelList = v.looseObject({ data: v.array(v.looseObject({ id: v.string() })) });

/** OpenAI answers an account out of credit with 429 too, code insufficient_quota: waiting will not help. */
const isOutOfCredit = (body: string): boolean => {
  try {
    return (JSON.parse(body) as { error?: { code?: unknown } }).error?.code === 'insufficient_quota';
  } catch {
    return false;
  }
};

const outOfCredit = `${serviceLabels.ai} is out of credit (insufficient_quota): add credit or raise the spending limit in the AI provider's billing settings, or set AI_API_KEY to a key of an account with credit.`;

/** Chat completions on any OpenAI-compatible API (key and base URL from the environment). */
export const createOpenAiWriter = (config: OpenAiClientConfig): AiWriter & AccessCheck => {
  const http = createHttpClient({
    service: 'ai',
    baseUrl: config.baseUrl,
    credentialVariables: ['AI_API_KEY'],
    authorize: withAuthorizationHeader(`Bearer ${config.apiKey}`),
    readErrorMessage: readJsonErrorMessage,
    explainFailure: (status, body) => (status === 429 && isOutOfCredit(body) ? outOfCredit : undefined),
    timeoutMs: config.timeoutMs,
    ...config.retry,
  });

  return {
    check: async () => {
      const { data } = await http.json({ method: 'GET', path: '/models' }, modelList);
      if (!data.some((model) => model.id === config.model)) {
        throw new IntegrationError(
          'ai',
          'rejected',
          `${serviceLabels.ai} does not offer the model '${config.model}' to this key: set AI_MODEL to one it lists.`,
        );
      }
      return `${data.length} models listed, ${config.model} among them`;
    },

    writeMetaDescription: async ({ funeralHomeName, location, city, state, pageTitle }) => {
      const completion = await http.json(
        {
          method: 'POST',
          path: '/chat/completions',
          json: {
            model: config.model,
            messages: [
              { role: 'system', content: systemPrompt },
              {
                role: 'user',
                content: `Funeral home: ${funeralHomeName}\nLocation: ${[location, city].filter(Boolean).join(', ')}, ${state}\nPage: ${pageTitle}`,
              },
            ],
            // max_tokens is deprecated, and the o-series models refuse it.
            max_completion_tokens: 120,
            temperature: 0.7,
          },
          // A completion changes nothing on the other side: asking again is safe.
          idempotent: true,
        },
        chatCompletion,
      );
      const content = completion.choices[0]?.message.content?.trim();
      if (!content) throw new IntegrationError('ai', 'unavailable', `${serviceLabels.ai} sent an empty answer; try again.`);
      return fitDescription(content);
    },
  };
};
