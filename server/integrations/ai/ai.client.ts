import * as v from 'valibot';
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

/** Chat completions on any OpenAI-compatible API (key and base URL from the environment). */
export const createOpenAiWriter = (config: OpenAiClientConfig): AiWriter => {
  const http = createHttpClient({
    service: 'ai',
    baseUrl: config.baseUrl,
    credentialVariables: ['AI_API_KEY'],
    authorize: withAuthorizationHeader(`Bearer ${config.apiKey}`),
    readErrorMessage: readJsonErrorMessage,
    timeoutMs: config.timeoutMs,
    ...config.retry,
  });

  return {
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
            max_tokens: 120,
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
