import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as calendarStories from './LaunchCalendarView.stories';
import * as controlStories from './LaunchDateControl.stories';

beforeEach(() => notifications.clean());

/** Every story renders and its play function (the story's own assertions) passes. */
for (const [title, stories] of [
  ['LaunchDateControl', composeStories(controlStories)],
  ['LaunchCalendarView', composeStories(calendarStories)],
] as const) {
  describe(`${title} stories`, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(container.firstChild).not.toBeNull();
      });
    }
  });
}
