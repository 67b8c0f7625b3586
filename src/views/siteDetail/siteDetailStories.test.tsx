import { composeStories } from '@storybook/react-vite';
import { notifications } from '@mantine/notifications';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as addonsStories from './AddonsList.stories';
import * as detailStories from './SiteDetailView.stories';
import * as fieldStories from './SiteFieldEditor.stories';

beforeEach(() => act(() => notifications.clean()));

/** Every story renders and its play function (the story's own assertions) passes. */
for (const [file, stories] of Object.entries({ SiteDetailView: detailStories, SiteFieldEditor: fieldStories, AddonsList: addonsStories })) {
  describe(`${file} stories`, () => {
    for (const [name, Story] of Object.entries(composeStories(stories))) {
      it(name, async () => {
        await Story.load?.();
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(container.firstChild).not.toBeNull();
      });
    }
  });
}
