import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

describe('/api/me/preferences: density and colour scheme, per person', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('starts comfortable and following the system, and keeps each change for the person alone', async () => {
    const me = await h.createUser('designer', 'Dana Dense');
    const colleague = await h.createUser('designer', 'Colin Comfortable');
    expect(await (await h.request('GET', '/api/me/preferences', { as: me })).json()).toEqual({
      density: 'comfortable',
      colorScheme: 'system',
    });

    const compact = await h.request('PATCH', '/api/me/preferences', { as: me, body: { density: 'compact' } });
    expect(compact.status).toBe(200);
    expect(await compact.json()).toEqual({ density: 'compact', colorScheme: 'system' });
    const dark = await h.request('PATCH', '/api/me/preferences', { as: me, body: { colorScheme: 'dark' } });
    expect(await dark.json()).toEqual({ density: 'compact', colorScheme: 'dark' });

    expect(await (await h.request('GET', '/api/me/preferences', { as: me })).json()).toEqual({ density: 'compact', colorScheme: 'dark' });
    expect(await (await h.request('GET', '/api/me/preferences', { as: colleague })).json()).toEqual({
      density: 'comfortable',
      colorScheme: 'system',
    });
  });

  it('answers 400 naming a bad field, and for an empty change', async () => {
    const me = await h.createUser('florist', 'Fiona Field');
    const badDensity = await h.request('PATCH', '/api/me/preferences', { as: me, body: { density: 'tiny' } });
    expect(badDensity.status).toBe(400);
    expect(await badDensity.json()).toMatchObject({ field: 'density', reason: 'density must be one of comfortable, compact' });
    const badScheme = await h.request('PATCH', '/api/me/preferences', { as: me, body: { colorScheme: 'auto' } });
    expect(await badScheme.json()).toMatchObject({ field: 'colorScheme', reason: 'colorScheme must be one of light, dark, system' });
    expect((await h.request('PATCH', '/api/me/preferences', { as: me, body: {} })).status).toBe(400);
  });

  it('is open to every signed-in role and to nobody else', async () => {
    for (const role of ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'] as const)
      expect((await h.request('GET', '/api/me/preferences', { as: role })).status).toBe(200);
    expect((await h.request('GET', '/api/me/preferences')).status).toBe(401);
    expect((await h.request('PATCH', '/api/me/preferences', { body: { density: 'compact' } })).status).toBe(401);
  });
});
