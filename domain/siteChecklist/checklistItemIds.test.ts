import { describe, expect, it } from 'vitest';
import { checklistCatalogue, domainCategoryId, scrapeCategoryId } from './checklistCatalogue';
import * as ids from './checklistItemIds';

const itemIdsOf = (categoryId: number) => checklistCatalogue.find((category) => category.id === categoryId)?.items.map((item) => item.id);

describe('named checklist item ids', () => {
  it('name only items of the catalogue', () => {
    const catalogueIds = new Set(checklistCatalogue.flatMap((category) => category.items.map((item) => item.id)));
    const named = Object.values(ids).flatMap((value) => (typeof value === 'number' ? [value] : [...value]));
    expect(named.filter((id) => !catalogueIds.has(id))).toEqual([]);
  });

  it('make up whole categories where a rule reads a group', () => {
    expect(itemIdsOf(10)).toEqual([...ids.floralSetupItemIds]);
    expect(itemIdsOf(12)).toEqual([...ids.preLiveSeoItemIds]);
    expect(itemIdsOf(domainCategoryId)).toEqual(expect.arrayContaining([ids.domainRequestedItemId, ids.domainSecuredItemId]));
    expect(itemIdsOf(scrapeCategoryId)).toEqual(expect.arrayContaining([ids.scrapeStartedItemId, ids.scrapeFinishedItemId]));
  });
});
