import { describe, expect, it } from 'vitest';
import { cutToWidth } from './searchResultCut';

// Every character 10 px wide: a 100 px line holds 10 of them, the ellipsis ' ...' 40 px of it.
const measure = (text: string) => text.length * 10;

describe('cutToWidth', () => {
  it('shows text that fits whole, with its spaces tidied', () => {
    expect(cutToWidth('  Smith   Funeral ', 130, measure)).toEqual({ shown: 'Smith Funeral', cut: false });
  });

  it('cuts at the last whole word that fits with the ellipsis', () => {
    // 'Smith Funeral Home' is 180 px; 'Smith ...' is 90 px, 'Smith Funeral ...' 170 px.
    expect(cutToWidth('Smith Funeral Home', 100, measure)).toEqual({ shown: 'Smith ...', cut: true });
    expect(cutToWidth('Smith Funeral Home', 170, measure)).toEqual({ shown: 'Smith Funeral ...', cut: true });
  });

  it('cuts inside a word wider than the line', () => {
    expect(cutToWidth('Supercalifragilistic', 100, measure)).toEqual({ shown: 'Superc ...', cut: true });
  });

  it('uses the widths the measure gives, not the character count', () => {
    const wideW = (text: string) => [...text].reduce((width, char) => width + (char === 'W' ? 30 : 10), 0);
    // 'WWW aaa' is 3 x 30 + 4 x 10 = 130 px; 'WW ...' is 2 x 30 + 40 = 100 px.
    expect(cutToWidth('WWW aaa', 130, wideW)).toEqual({ shown: 'WWW aaa', cut: false });
    expect(cutToWidth('WWWW aaa', 100, wideW)).toEqual({ shown: 'WW ...', cut: true });
    expect(cutToWidth('WWWW aaa', 99, wideW)).toEqual({ shown: 'W ...', cut: true });
  });
});
