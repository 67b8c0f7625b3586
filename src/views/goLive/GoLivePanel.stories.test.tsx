import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './GoLivePanel.stories';

const composed = composeStories(stories);

/** Every story renders and its play function (the story's own assertions) passes. */
describe('GoLivePanel stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(name, async () => {
      // The Blocked story's unavailable check is logged on purpose.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(container.ownerDocument.body.querySelector('[role="dialog"]')).not.toBeNull();
    });
  }
});
