import { composeStories } from '@storybook/react-vite';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './SiteStatusActions.stories';

const composed = composeStories(stories);

beforeEach(() => notifications.clean());

/** Every story renders and its play function (the story's own assertions) passes. */
describe('SiteStatusActions stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(name, async () => {
      const { baseElement } = render(<Story />);
      await Story.play?.({ canvasElement: baseElement });
      expect(baseElement.textContent).not.toBe('');
    });
  }
});
