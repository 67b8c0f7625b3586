import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import {
  checklistCatalogue,
  checklistCategoriesOf,
  checklistTypes,
  defaultChecklistType,
  domainCategoryId,
  goLiveCategoryIds,
  scrapeCategoryId,
} from './checklistCatalogue';

const allItems = checklistCatalogue.flatMap((category) => category.items.map((item) => ({ ...item, category })));
const itemById = (id: number) => allItems.find((item) => item.id === id);

describe('checklist catalogue', () => {
  it('gives every category and every item a unique positive id', () => {
    const categoryIds = checklistCatalogue.map((category) => category.id);
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    const itemIds = allItems.map((item) => item.id);
    expect(new Set(itemIds).size).toBe(itemIds.length);
    expect([...categoryIds, ...itemIds].every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it('keeps every type populated and every category between 3 and 8 items with a description', () => {
    for (const type of checklistTypes) expect(checklistCategoriesOf(type).length, type).toBeGreaterThan(0);
    for (const category of checklistCatalogue) {
      expect(category.items.length, category.name).toBeGreaterThanOrEqual(3);
      expect(category.items.length, category.name).toBeLessThanOrEqual(8);
      for (const item of category.items) expect(item.description.trim()).not.toBe('');
    }
  });

  it('puts the go-live groups in the launch type under their part 2 numbers', () => {
    const expected = {
      16: 'Go-live',
      2: 'Subscribers',
      3: 'Misc data',
      4: 'Icons',
      5: 'Design checks',
      18: 'Website content',
      17: 'Final checks',
    };
    expect(Object.values(goLiveCategoryIds).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 16, 17, 18]);
    for (const [id, name] of Object.entries(expected)) {
      const category = checklistCatalogue.find((c) => c.id === Number(id));
      expect(category, name).toMatchObject({ type: 'launch', name });
    }
  });

  it('holds domain items 156 and 191 in the launch Domain category and scrape items 190 and 195 in Scrape', () => {
    for (const id of [156, 191]) expect(itemById(id)?.category).toMatchObject({ id: domainCategoryId, type: 'launch', name: 'Domain' });
    for (const id of [190, 195]) expect(itemById(id)?.category).toMatchObject({ id: scrapeCategoryId, type: 'launch', name: 'Scrape' });
    expect(itemById(156)?.description).toBe('Domain secured');
    expect(itemById(191)?.description).toBe('Domain requested');
    expect(itemById(190)?.description).toBe('Scrape finished');
    expect(itemById(195)?.description).toBe('Scrape started');
  });

  it('holds the pre-live SEO items 13, 15 and 16 in type seo', () => {
    for (const id of [13, 15, 16]) expect(itemById(id)?.category.type, String(id)).toBe('seo');
    expect([13, 15, 16].map((id) => itemById(id)?.description)).toEqual([
      'Page titles set',
      'Meta descriptions set',
      'Google Business profile linked',
    ]);
  });

  it('holds floral items 165 to 170 in type floral, from florist connected to storefront live', () => {
    for (let id = 165; id <= 170; id += 1) expect(itemById(id)?.category.type, String(id)).toBe('floral');
    expect(itemById(165)?.description).toBe('Florist connected');
    expect(itemById(170)?.description).toBe('Floral storefront live');
  });

  it('opens the default type of each role', () => {
    expect(Object.fromEntries(roles.map((role) => [role, defaultChecklistType(role)]))).toEqual({
      admin: 'launch',
      executive: 'launch',
      ae: 'account',
      am: 'account',
      designer: 'design',
      care: 'qa',
      sdr: 'account',
      florist: 'floral',
      launch: 'launch',
    });
  });
});
