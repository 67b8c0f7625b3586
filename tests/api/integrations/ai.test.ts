import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxAiWriter } from '../../../server/integrations/ai/ai.sandbox';
import { aiContract } from './ai.contract';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { openAiStubCredentials, startOpenAiStub } from './stubs/openAi.stub';
import type { StubServer } from './stubs/stubServer';

const aiEnv = (stub: StubServer, apiKey = openAiStubCredentials.apiKey) => ({
  AI_API_URL: `${stub.url}/v1`,
  AI_API_KEY: apiKey,
  AI_MODEL: openAiStubCredentials.model,
});

aiContract('AI writer: sandbox', async () => {
  const integrations = liveIntegrations({});
  expect(integrations.modes.ai).toBe('sandbox');
  return { ai: integrations.ai, close: async () => {} };
});

aiContract('AI writer: OpenAI-compatible client against the stub', async () => {
  const contractStub = await startOpenAiStub();
  const integrations = liveIntegrations(aiEnv(contractStub));
  expect(integrations.modes.ai).toBe('live');
  return { ai: integrations.ai, close: () => contractStub.close() };
});

describe('sandbox AI writer specifics', () => {
  it('writes the same description for the same page, shaped by the page title', async () => {
    const ai = createSandboxAiWriter();
    const input = { funeralHomeName: 'Smith Funeral Home', location: '', city: 'Springfield', state: 'IL', pageTitle: 'Obituaries' };
    const first = await ai.writeMetaDescription(input);
    expect(first).toBe('Read recent obituaries and share memories with Smith Funeral Home in Springfield, IL.');
    expect(await ai.writeMetaDescription(input)).toBe(first);
    expect(await ai.writeMetaDescription({ ...input, pageTitle: 'Contact Us' })).toBe(
      'Contact Smith Funeral Home in Springfield, IL for directions, hours and help any time.',
    );
  });
});

describe('OpenAI-compatible client specifics', () => {
  let stub: StubServer;
  // A fresh stub per test: its first-call throttling and its request log belong to that test alone.
  beforeEach(async () => {
    stub = await startOpenAiStub();
  });
  afterEach(() => stub.close());

  it('waits out a 429, sends the model and both messages, and trims quotes', async () => {
    const { ai } = liveIntegrations(aiEnv(stub));
    const description = await ai.writeMetaDescription({
      funeralHomeName: 'Smith Funeral Home',
      location: '',
      city: 'Springfield',
      state: 'IL',
      pageTitle: 'Our Staff',
    });
    expect(description).toBe('Smith Funeral Home in Springfield, IL: our staff and compassionate care for every family.');
    const calls = stub.requests.filter((request) => request.path === '/v1/chat/completions');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]!.body)).toMatchObject({
      model: 'gpt-4o-mini',
      messages: [{ role: 'system' }, { role: 'user' }],
      max_completion_tokens: 120,
    });
    expect(JSON.parse(calls[1]!.body)).not.toHaveProperty('max_tokens');
  });

  it("sends the home's location with the city and state", async () => {
    const { ai } = liveIntegrations(aiEnv(stub));
    const description = await ai.writeMetaDescription({
      funeralHomeName: 'Smith Funeral Home',
      location: 'Riverside Chapel',
      city: 'Springfield',
      state: 'IL',
      pageTitle: 'Obituaries',
    });
    expect(description).toBe(
      'Smith Funeral Home in Riverside Chapel, Springfield, IL: obituaries and compassionate care for every family.',
    );
    const [, answered] = stub.requests.filter((request) => request.path === '/v1/chat/completions');
    expect((JSON.parse(answered!.body) as { messages: { content: string }[] }).messages[1]!.content).toBe(
      'Funeral home: Smith Funeral Home\nLocation: Riverside Chapel, Springfield, IL\nPage: Obituaries',
    );
  });

  it('cuts an over-long answer at a word, within 160 characters', async () => {
    const { ai } = liveIntegrations(aiEnv(stub));
    const description = await ai.writeMetaDescription({
      funeralHomeName: 'Smith Funeral Home',
      location: '',
      city: 'Springfield',
      state: 'IL',
      pageTitle: 'Rambling',
    });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/\w…$/);
  });

  it('names AI_API_KEY when the key is refused', async () => {
    const { ai } = liveIntegrations(aiEnv(stub, 'sk-wrong'));
    const error = await expectIntegrationError(
      ai.writeMetaDescription({ funeralHomeName: 'Smith Funeral Home', location: '', city: 'Springfield', state: 'IL', pageTitle: 'Home' }),
      'ai',
      'unauthorized',
    );
    expect(error.message).toMatch(/^The AI writer refused our credentials \(401: Incorrect API key provided.*\)\. Check AI_API_KEY\.$/);
  });

  it('says the account is out of credit on a 429 insufficient_quota, without retrying', async () => {
    const quota = await startOpenAiStub({ outOfCredit: true });
    try {
      const { ai } = liveIntegrations(aiEnv(quota));
      const error = await expectIntegrationError(
        ai.writeMetaDescription({
          funeralHomeName: 'Smith Funeral Home',
          location: '',
          city: 'Springfield',
          state: 'IL',
          pageTitle: 'Home',
        }),
        'ai',
        'rejected',
      );
      expect(error.message).toBe(
        "The AI writer is out of credit (insufficient_quota): add credit or raise the spending limit in the AI provider's billing settings, or set AI_API_KEY to a key of an account with credit.",
      );
      expect(quota.requests).toHaveLength(1);
    } finally {
      await quota.close();
    }
  });
});
