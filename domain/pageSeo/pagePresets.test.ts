import { describe, expect, it } from 'vitest';
import { isFixedTitlePage } from './fixedTitlePages';
import { presetIds, presetLabel, presetPageMeta } from './pagePresets';

const site = { name: 'Smith Funeral Home', city: 'Springfield', state: 'IL' };

describe('page presets', () => {
  it('are Default and Preset 1 to 6', () => {
    expect(presetIds.map(presetLabel)).toEqual(['Default', 'Preset 1', 'Preset 2', 'Preset 3', 'Preset 4', 'Preset 5', 'Preset 6']);
  });

  it("fill a page from the preset's templates with the site's name, city and state", () => {
    expect(presetPageMeta(1, 'Obituaries', site)).toEqual({
      title: 'Obituaries | Smith Funeral Home',
      description: 'Smith Funeral Home in Springfield, IL: recent obituaries and service details.',
    });
    expect(presetPageMeta(4, 'Home', site)).toEqual({
      title: 'Funeral Home in Springfield, IL | Smith Funeral Home',
      description: 'Families in Springfield, IL trust Smith Funeral Home for funeral, cremation and memorial services.',
    });
    expect(presetPageMeta(7, 'Veterans', site)).toEqual({
      title: 'Smith Funeral Home | Veterans | IL',
      description: 'Serving Springfield, IL, Smith Funeral Home provides veterans information.',
    });
  });

  it('give every preset its own wording', () => {
    const titles = new Set(presetIds.map((id) => presetPageMeta(id, 'Services', site).title));
    const descriptions = new Set(presetIds.map((id) => presetPageMeta(id, 'Services', site).description));
    expect([titles.size, descriptions.size]).toEqual([7, 7]);
  });
});

describe('fixed-title pages', () => {
  it('are the standard pages every site shares, however they are written', () => {
    expect(
      ['FAQ', 'Testimonials', 'Privacy Policy', 'Contact Us', 'Home', 'Our Staff', 'FAQs', ' contact  us ', 'Terms & Conditions'].map(
        isFixedTitlePage,
      ),
    ).toEqual(Array(9).fill(true));
    expect(['Obituaries', 'Services', 'Pre-Planning', 'Grief Support', 'Our Staff Picks'].map(isFixedTitlePage)).toEqual(
      Array(5).fill(false),
    );
  });
});
