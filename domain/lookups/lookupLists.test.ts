import { describe, expect, it } from 'vitest';
import { choicesOf } from './lookupLists';

describe('choicesOf', () => {
  const corporations = [
    { id: 1, name: 'Corporate', retired: false },
    { id: 4, name: 'Old Group', retired: true },
    { id: 5, name: 'New Group' },
  ];

  it('leaves retired entries out of a choice list', () => {
    expect(choicesOf(corporations).map((entry) => entry.name)).toEqual(['Corporate', 'New Group']);
  });

  it('keeps a retired entry that is the value already chosen', () => {
    expect(choicesOf(corporations, (entry) => entry.id === 4).map((entry) => entry.name)).toEqual(['Corporate', 'Old Group', 'New Group']);
  });
});
