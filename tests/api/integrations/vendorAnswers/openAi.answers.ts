/** OpenAI's chat completion and model list objects as its API reference shows them (platform.openai.com/docs/api-reference). */
export const openAiChatCompletionAnswer = {
  id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
  object: 'chat.completion',
  created: 1741569952,
  model: 'gpt-4.1-2025-04-14',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: 'Smith Funeral Home in Springfield, IL: caring for families since 1921.',
        refusal: null,
        annotations: [],
      },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: {
    prompt_tokens: 19,
    completion_tokens: 10,
    total_tokens: 29,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  },
  service_tier: 'default',
};

export const openAiModelsAnswer = {
  object: 'list',
  data: [
    { id: 'gpt-4o-mini', object: 'model', created: 1686935002, owned_by: 'system' },
    { id: 'o3-mini', object: 'model', created: 1686935002, owned_by: 'system' },
  ],
};
