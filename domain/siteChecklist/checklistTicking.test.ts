import { describe, expect, it } from 'vitest';
import { checklistTypes } from './checklistCatalogue';
import { mayTickChecklistType } from './checklistTicking';
import { roles } from '../roles';

describe('mayTickChecklistType', () => {
  it('gives each role its default type, care SEO as well, and admin every type', () => {
    const tickable = Object.fromEntries(roles.map((role) => [role, checklistTypes.filter((type) => mayTickChecklistType(role, type))]));
    expect(tickable).toEqual({
      admin: ['design', 'qa', 'floral', 'launch', 'seo', 'account'],
      executive: ['launch'],
      ae: ['account'],
      am: ['account'],
      designer: ['design'],
      care: ['qa', 'seo'],
      sdr: ['account'],
      florist: ['floral'],
      launch: ['launch'],
    });
  });
});
