import { describe, expect, it } from 'vitest';
import { progressBar } from './progressBar';

const streamOf = (isTTY: boolean) => {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, written };
};

describe('progressBar', () => {
  it('redraws one line in place on a terminal and ends it when done', () => {
    const { stream, written } = streamOf(true);
    const bar = progressBar(stream, 10);
    bar(250_000, 1_000_000);
    bar(1_000_000, 1_000_000);
    expect(written).toEqual(['\r[###.......]  25% 250,000 of 1,000,000 sites', '\r[##########] 100% 1,000,000 of 1,000,000 sites', '\n']);
  });

  it('draws nothing when the output is not a terminal', () => {
    const { stream, written } = streamOf(false);
    progressBar(stream)(5_000, 10_000);
    expect(written).toEqual([]);
  });
});
