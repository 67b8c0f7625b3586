import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../domain/roles';
import { createGoDaddyClient } from '../../server/integrations/registrar/registrar.client';
import { createHarness, type Harness } from './harness';
import { goDaddyStubCredentials, startGoDaddyStub } from './integrations/stubs/goDaddy.stub';

describe('POST /api/godaddy/domain-availability', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const search = (body: unknown, as: (typeof roles)[number] = 'designer') =>
    h.request('POST', '/api/godaddy/domain-availability', { as, body });

  it('says a free domain is available, with no suggestions', async () => {
    const res = await search({ enteredDomain: 'https://www.SmithFuneralHome.com/', tlds: ['.com'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { domain: 'smithfuneralhome.com', available: true }, suggestionData: [] });
  });

  it('gives a bare name .com, and suggests free .com names for a taken one', async () => {
    const res = await search({ enteredDomain: 'Smith Taken', tlds: ['.com'] });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { data: unknown; suggestionData: { domain: string }[] };
    expect(answer.data).toEqual({ domain: 'smithtaken.com', available: false });
    expect(answer.suggestionData.length).toBeGreaterThan(0);
    expect(answer.suggestionData.length).toBeLessThanOrEqual(10);
    for (const { domain } of answer.suggestionData) {
      expect(domain).toMatch(/^smith[a-z]+\.com$/);
      expect((await h.deps.integrations.registrar.checkAvailability(domain)).available).toBe(true);
    }
  });

  it('searches .com when tlds is left out, and answers the same every time (sandbox)', async () => {
    const first: unknown = await (await search({ enteredDomain: 'legacy' })).json();
    expect(first).toMatchObject({ data: { domain: 'legacy.com', available: false } });
    expect(await (await search({ enteredDomain: 'legacy', tlds: ['.com'] })).json()).toEqual(first);
  });

  it('answers 400 naming the field for an empty or impossible name, or another TLD', async () => {
    const empty = await search({ enteredDomain: '  ', tlds: ['.com'] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'Invalid enteredDomain: must not be empty',
      field: 'enteredDomain',
      reason: 'must not be empty',
      fields: ['enteredDomain'],
    });
    expect(await (await search({ enteredDomain: 'smith!' })).json()).toMatchObject({
      field: 'enteredDomain',
      reason: 'must be a domain name such as smithfuneralhome.com',
    });
    expect(await (await search({ enteredDomain: 'smith', tlds: ['.net'] })).json()).toMatchObject({
      field: 'tlds.0',
      reason: 'tlds may only hold .com',
    });
    expect(await (await search({ tlds: ['.com'] })).json()).toMatchObject({ field: 'enteredDomain' });
  });

  it('answers 401 without a session and lets every role search (no role is refused)', async () => {
    expect((await h.request('POST', '/api/godaddy/domain-availability', { body: { enteredDomain: 'smith.com' } })).status).toBe(401);
    for (const role of roles) expect((await search({ enteredDomain: 'smith.com' }, role)).status).toBe(200);
  });

  it("passes on GoDaddy's small-account refusal in words that name the cause", async () => {
    const stub = await startGoDaddyStub({ domainsInAccount: 20 });
    const { registrar } = h.deps.integrations;
    h.deps.integrations.registrar = createGoDaddyClient({ baseUrl: stub.url, ...goDaddyStubCredentials, timeoutMs: 2000 });
    try {
      const res = await search({ enteredDomain: 'smith.com' });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error:
          'The domain registrar (GoDaddy) refused the availability search (403): GoDaddy opens its availability API only to accounts with 50 or more domains. Search on godaddy.com instead, or ask a launch specialist.',
      });
    } finally {
      h.deps.integrations.registrar = registrar;
      await stub.close();
    }
  });
});
