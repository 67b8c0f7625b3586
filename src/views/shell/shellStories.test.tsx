import { describe, expect, it } from 'vitest';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { playOutsideAct } from '../../testing/playOutsideAct';
import * as loginStories from '../signIn/LoginView.stories';
import * as notFoundStories from './NotFoundView.stories';
import * as shellStories from './Shell.stories';
import * as upcomingStories from './UpcomingScreen.stories';

// The stories run as Storybook runs them: the preview's decorators (Mantine, memory router), then
// each story's play function, so a story that breaks fails here too.
setProjectAnnotations(preview);

playOutsideAct();

const groups = {
  LoginView: composeStories(loginStories),
  Shell: composeStories(shellStories),
  NotFoundView: composeStories(notFoundStories),
  UpcomingScreen: composeStories(upcomingStories),
};

describe.each(Object.entries(groups))('%s stories', (_, stories) => {
  it.each(Object.entries(stories))('%s renders and plays', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
  });
});
