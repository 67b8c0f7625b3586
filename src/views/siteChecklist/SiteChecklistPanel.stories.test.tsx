import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './SiteChecklistPanel.stories';

const composed = composeStories(stories);

// A failed tick is logged to the console by design; keep the test output clean.
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

/** Every story renders and its play function (the story's own assertions) passes. */
describe('SiteChecklistPanel stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(name, async () => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(container.firstChild).not.toBeNull();
    });
  }
});
