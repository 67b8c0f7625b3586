import { describe, expect, it } from 'vitest';
import { mentionDetail, mentionedIn } from './mentions';

const ann = { id: 1, name: 'Ann', role: 'designer', email: 'ann@example.com' } as const;
const annaLee = { id: 2, name: 'Anna Lee', role: 'launch', email: 'anna@example.com' } as const;
const otherAnn = { id: 3, name: 'Ann', role: 'admin', email: 'ann.admin@example.com' } as const;

describe('mentionedIn', () => {
  it('keeps the people picked whose @Name is still in the text, each once', () => {
    expect(mentionedIn('@Anna Lee and @Ann, see @Ann', [annaLee, ann, ann])).toEqual([2, 1]);
  });

  it('drops a pick whose @Name was deleted, and does not take @Ann from @Anna Lee', () => {
    expect(mentionedIn('Ready for @Anna Lee', [ann, annaLee])).toEqual([2]);
  });

  it('lets each @Name left stand for the latest pick of that name when namesakes were picked', () => {
    expect(mentionedIn('@Ann please', [ann, otherAnn])).toEqual([3]);
    expect(mentionedIn('@Ann and @Ann', [ann, otherAnn])).toEqual([1, 3]);
  });
});

describe('mentionDetail', () => {
  it("gives a person's role, and their e-mail when a namesake is offered", () => {
    expect(mentionDetail(annaLee, [ann, annaLee])).toBe('Launch Specialist');
    expect(mentionDetail(otherAnn, [ann, annaLee, otherAnn])).toBe('Administrator · ann.admin@example.com');
  });
});
