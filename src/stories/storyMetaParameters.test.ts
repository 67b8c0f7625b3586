import { describe, expect, it } from 'vitest';
import { storyFileKeys } from './storyFileKeys';

/**
 * Storybook's docs addon copies a meta's doc comment into `parameters.docs` when it builds; when the
 * meta's `parameters` is a call (`parameters: wired()`) rather than an object literal, it adds a
 * second `parameters` key that replaces the first, and the built stories lose their wiring
 * ("No actors provided …") while Vitest, which skips that step, passes (decision 0546).
 */
describe("a story file's meta parameters", () => {
  it.each(storyFileKeys().filter((story) => story.metaParameters !== undefined))(
    '$file writes them as an object literal',
    ({ metaParameters }) => {
      expect(metaParameters).toMatch(/^\{/);
    },
  );
});
