import { describe, expect, it } from 'vitest';
import { anchorsAt, carriedMemo } from './siteListCounts';

describe('carriedMemo', () => {
  const at = { version: 9, shape: 2 };
  // Anchors at the 100th, 200th and 300th match of 350, newest first: ids 900, 700 and 400.
  const memo = { version: 5, shape: 2, total: 350, anchors: anchorsAt([900, 700, 400]) };

  it('moves the total and each anchor by the sites that entered or left at or above it', () => {
    expect(
      carriedMemo(
        memo,
        [
          [950, 1],
          [700, -1],
          [100, 1],
        ],
        at,
      ),
    ).toEqual({ version: 9, shape: 2, total: 351, anchors: { ids: [900, 700, 400], atOrAbove: [101, 200, 300] } });
  });

  it('keeps the anchors however many new sites enter above the first one', () => {
    const moves = Array.from({ length: 250 }, (_, index): [number, 1] => [1000 + index, 1]);
    expect(carriedMemo(memo, moves, at).anchors).toEqual({ ids: [900, 700, 400], atOrAbove: [350, 450, 550] });
  });

  it('drops the anchors once two of them, or the last and the end, are more than 200 matches apart', () => {
    const between = Array.from({ length: 101 }, (_, index): [number, 1] => [800 + (index % 50), 1]);
    expect(carriedMemo(memo, between, at)).toEqual({ version: 9, shape: 2, total: 451 });
    const belowTheLast = Array.from({ length: 151 }, (_, index): [number, 1] => [index + 1, 1]);
    expect(carriedMemo(memo, belowTheLast, at)).toEqual({ version: 9, shape: 2, total: 501 });
    const justWithin = Array.from({ length: 100 }, (_, index): [number, 1] => [800 + (index % 50), 1]);
    expect(carriedMemo(memo, justWithin, at).anchors).toEqual({ ids: [900, 700, 400], atOrAbove: [100, 300, 400] });
  });
});
