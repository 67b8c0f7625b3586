import { describe, expect, it } from 'vitest';
import { settingsChangeLines } from './settingsChangeLines';

describe('settingsChangeLines', () => {
  it('shows only the fields a change touched, before and after', () => {
    const before = { id: 3, name: 'Precept Trust', position: 1, retired: false, sites: 2 };
    expect(settingsChangeLines({ before, after: { ...before, retired: true, sites: 4 } })).toEqual([
      { field: 'Retired', before: 'no', after: 'yes' },
    ]);
  });

  it("shows every field of an added entry, with nothing before, and a corporation's contacts by name", () => {
    expect(
      settingsChangeLines({
        before: null,
        after: {
          id: 12,
          name: 'Willow Creek Group',
          position: 9,
          retired: false,
          sites: 0,
          contacts: [{ name: 'Ann Lee' }, { name: 'Bo Ray' }],
        },
      }),
    ).toEqual([
      { field: 'Name', before: null, after: 'Willow Creek Group' },
      { field: 'Position', before: null, after: '9' },
      { field: 'Retired', before: null, after: 'no' },
      { field: 'Contacts', before: null, after: 'Ann Lee, Bo Ray' },
    ]);
  });

  it('shows a deleted entry with nothing after, and an empty field as (none)', () => {
    expect(settingsChangeLines({ before: { id: 4, name: 'Batesville', contactEmail: null }, after: null })).toEqual([
      { field: 'Name', before: 'Batesville', after: null },
      { field: 'Contact e-mail', before: '(none)', after: null },
    ]);
  });
});
