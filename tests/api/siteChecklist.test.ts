import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteChecklist } from '../../domain/api/siteChecklist.schema';
import { checklistCategoriesOf, checklistTypes } from '../../domain/siteChecklist/checklistCatalogue';
import type { Role } from '../../domain/roles';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createHarness, type Harness } from './harness';

describe('/api/siteChecklist', () => {
  let h: Harness;
  const now = new Date('2025-03-12T15:00:00Z');
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  const read = async (siteId: number, as: Role, typeId?: string) => {
    const res = await h.request('GET', `/api/siteChecklist/checklist?fhid=${siteId}${typeId ? `&typeId=${typeId}` : ''}`, { as });
    expect(res.status).toBe(200);
    return (await res.json()) as SiteChecklist;
  };
  const tick = (siteId: number, itemId: number, checked: boolean, as: Role) =>
    h.request('POST', '/api/siteChecklist/checkItem', { as, body: { siteChecklistId: itemId, fhid: siteId, checked } });
  const itemIn = (list: SiteChecklist, itemId: number) =>
    list.categories.flatMap((category) => category.items).find((item) => item.id === itemId);

  it("opens the role's default type with the catalogue's categories and items in order", async () => {
    const siteId = await h.createSite();
    const list = await read(siteId, 'florist');
    expect(list.type).toBe('floral');
    expect(list.types.map((type) => type.id)).toEqual([...checklistTypes]);
    expect(
      list.categories.map((category) => ({ id: category.id, name: category.name, items: category.items.map((item) => item.id) })),
    ).toEqual(
      checklistCategoriesOf('floral').map((category) => ({
        id: category.id,
        name: category.name,
        items: category.items.map((item) => item.id),
      })),
    );
    expect(list.categories[0]?.items[0]).toEqual({
      id: expect.any(Number),
      description: expect.any(String),
      checked: false,
      name: null,
      when: null,
    });
    expect((await read(siteId, 'executive')).type).toBe('launch');
    expect((await read(siteId, 'designer', 'seo')).type).toBe('seo');
  });

  it('ticks and unticks an item of the role type, remembers who and when, and logs it', async () => {
    const siteId = await h.createSite();
    const res = await tick(siteId, 165, true, 'florist');
    expect(res.status).toBe(200);
    const description = 'Florist connected';
    expect(await res.json()).toEqual({ id: 165, description, checked: true, name: 'Test florist', when: '2025-03-12T15:00:00.000Z' });
    expect(itemIn(await read(siteId, 'ae', 'floral'), 165)).toEqual({
      id: 165,
      description,
      checked: true,
      name: 'Test florist',
      when: '2025-03-12T15:00:00.000Z',
    });

    expect((await tick(siteId, 165, false, 'admin')).status).toBe(200);
    expect(itemIn(await read(siteId, 'florist'), 165)).toMatchObject({ checked: false, name: 'Test admin' });
    const log = await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).orderBy('id').execute();
    expect(log.map((entry) => entry.message)).toEqual(["Checked 'Florist connected'", "Unchecked 'Florist connected'"]);
  });

  it('lets care tick QA and SEO items, and refuses other types with 403', async () => {
    const siteId = await h.createSite();
    expect((await tick(siteId, 13, true, 'care')).status).toBe(200);
    const firstQaItem = checklistCategoriesOf('qa')[0]?.items[0]?.id as number;
    expect((await tick(siteId, firstQaItem, true, 'care')).status).toBe(200);
    expect((await tick(siteId, 165, true, 'care')).status).toBe(403);
    expect((await tick(siteId, 156, true, 'designer')).status).toBe(403);
    expect((await tick(siteId, 13, true, 'launch')).status).toBe(403);
    expect((await tick(siteId, 156, true, 'launch')).status).toBe(200);
    expect(itemIn(await read(siteId, 'admin', 'floral'), 165)?.checked).toBe(false);
  });

  it('answers 404 for an unknown site or item', async () => {
    const siteId = await h.createSite();
    expect((await tick(999_999, 165, true, 'florist')).status).toBe(404);
    expect((await tick(siteId, 999_999, true, 'admin')).status).toBe(404);
    expect((await h.request('GET', '/api/siteChecklist/checklist?fhid=999999', { as: 'admin' })).status).toBe(404);
  });

  it('answers 400 for bad bodies and queries, 401 without a session', async () => {
    const siteId = await h.createSite();
    for (const [body, field] of [
      [{ siteChecklistId: 165, fhid: siteId }, 'checked'],
      [{ siteChecklistId: 165, fhid: siteId, checked: 'yes' }, 'checked'],
      [{ siteChecklistId: 'x', fhid: siteId, checked: true }, 'siteChecklistId'],
      [{ siteChecklistId: 165, checked: true }, 'fhid'],
    ] as const) {
      const res = await h.request('POST', '/api/siteChecklist/checkItem', { as: 'admin', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    const badType = await h.request('GET', `/api/siteChecklist/checklist?fhid=${siteId}&typeId=marketing`, { as: 'admin' });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ field: 'typeId' });
    expect((await h.request('GET', '/api/siteChecklist/checklist', { as: 'admin' })).status).toBe(400);
    expect((await h.request('GET', `/api/siteChecklist/checklist?fhid=${siteId}`)).status).toBe(401);
    expect(
      (await h.request('POST', '/api/siteChecklist/checkItem', { body: { siteChecklistId: 165, fhid: siteId, checked: true } })).status,
    ).toBe(401);
  });
});
