import { composeStories } from '@storybook/react-vite';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './RevisionsView.stories';

const composed = composeStories(stories);

beforeEach(() => notifications.clean());

/** Every story renders and its play function (the story's own assertions) passes. */
describe('RevisionsView stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(name, async () => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(container.firstChild).not.toBeNull();
    });
  }

  it('Loading holds the skeleton while the list never arrives', async () => {
    render(<composed.Loading />);
    expect(screen.getByLabelText('Loading revisions')).toHaveAttribute('aria-busy', 'true');
  });
});
