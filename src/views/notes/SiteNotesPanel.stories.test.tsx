import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './SiteNotesPanel.stories';

const composed = composeStories(stories);

beforeEach(() => notifications.clean());

/** Every story renders and its play function (the story's own assertions) passes. */
describe('SiteNotesPanel stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(name, async () => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(container.firstChild).not.toBeNull();
    });
  }
});
