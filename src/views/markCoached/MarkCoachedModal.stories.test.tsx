import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { playOutsideAct } from '../../testing/playOutsideAct';
import * as stories from './MarkCoachedModal.stories';

// The stories run as Storybook runs them (preview decorators, then each play function), so a story
// that no longer reaches its state fails here.
setProjectAnnotations(preview);

playOutsideAct();

describe('MarkCoachedModal stories', () => {
  it('has one story per machine state', () => {
    expect(Object.keys(composeStories(stories)).sort()).toEqual(['Closed', 'Done', 'Editing', 'Failed', 'Saving']);
  });

  it.each(Object.entries(composeStories(stories)))('%s renders and plays', async (_name, Story) => {
    // Rendered through Testing Library so each story is unmounted after its test, before jsdom goes.
    const { baseElement } = render(<Story />);
    await Story.play?.({ canvasElement: baseElement });
    expect(document.body).toHaveTextContent('Mark Coached');
  });
});
