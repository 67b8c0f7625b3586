import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export type Comparison = { changedPixels: number; diff: Buffer | null };

/**
 * Compares a screenshot with its baseline, pixel by pixel (pixelmatch, with its default
 * anti-aliasing tolerance so a font's edge does not count). A different size is a change of
 * every pixel. The diff image is the baseline faded, with the changed pixels in red.
 */
export const compareScreenshot = (baseline: Buffer, actual: Buffer): Comparison => {
  const before = PNG.sync.read(baseline);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height) return { changedPixels: after.width * after.height, diff: null };
  const diff = new PNG({ width: after.width, height: after.height });
  const changedPixels = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
    threshold: 0.1,
    diffColor: [255, 0, 0],
  });
  return { changedPixels, diff: changedPixels > 0 ? PNG.sync.write(diff) : null };
};
