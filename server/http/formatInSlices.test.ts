import { describe, expect, it, vi } from 'vitest';
import { formatInSlices } from './formatInSlices';

describe('formatInSlices', () => {
  it('lets the event loop run between slices of 10 ms, and joins every item in order', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const happened: string[] = [];
    setImmediate(() => happened.push('another request'));
    const text = await formatInSlices([1, 2, 3, 4, 5], (item) => {
      happened.push(`item ${item}`);
      // Each item takes 4 ms: the slice is over after the third (12 ms).
      clock += 4;
      return `${item};`;
    });
    expect(text).toBe('1;2;3;4;5;');
    expect(happened).toEqual(['item 1', 'item 2', 'item 3', 'another request', 'item 4', 'item 5']);
  });

  it('formats a quick batch in one go, without giving up its turn', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const happened: string[] = [];
    setImmediate(() => happened.push('another request'));
    const text = await formatInSlices(['a', 'b'], (item) => {
      happened.push(item);
      return item;
    });
    happened.push('formatted');
    expect(text).toBe('ab');
    expect(happened).toEqual(['a', 'b', 'formatted']);
  });
});
