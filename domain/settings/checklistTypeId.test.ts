import { describe, expect, it } from 'vitest';
import { checklistTypeIdOf } from './checklistTypeId';

describe('checklistTypeIdOf', () => {
  const none = () => false;

  it('writes the name in lower case with one _ for every run of other characters', () => {
    expect(checklistTypeIdOf('Photo Review', none)).toBe('photo_review');
    expect(checklistTypeIdOf('  Post-launch: SEO & Ads! ', none)).toBe('post_launch_seo_ads');
  });

  it("is 'type' when the name has no letter or digit", () => {
    expect(checklistTypeIdOf('¿¡!', none)).toBe('type');
  });

  it('keeps at most 32 characters', () => {
    expect(checklistTypeIdOf('a'.repeat(31) + ' bc', none)).toBe('a'.repeat(31));
  });

  it('adds _2, _3, ... past the ids in use or once used', () => {
    const taken = new Set(['seo', 'seo_2']);
    expect(checklistTypeIdOf('SEO', (id) => taken.has(id))).toBe('seo_3');
  });
});
