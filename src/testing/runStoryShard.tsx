import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { playOutsideAct } from './playOutsideAct';

export type StoryModule = { default: Meta } & Record<string, StoryObj>;

/**
 * The one story runner: every story of every `*.stories.tsx` under src/ renders and its play
 * function, which asserts what the story's state shows, passes. A story without a play function
 * fails here, so no story is only 'it rendered'. Stories run outside act() (their play functions
 * wait with storybook/test, which knows nothing of React's act).
 *
 * The story files are dealt round-robin to `of` test files (stories.<n>.test.tsx), each loading
 * only its own: in one file they were the longest test file by far, which a worker ran alone
 * while the others had finished.
 */
export const runStoryShard = async (
  storyFiles: Record<string, () => Promise<StoryModule>>,
  { shard, of }: { shard: number; of: number },
): Promise<void> => {
  const mine = Object.keys(storyFiles)
    .sort()
    .filter((_file, index) => index % of === shard - 1);
  const loaded = await Promise.all(mine.map(async (file) => [file, await storyFiles[file]!()] as const));

  // The decorators every story gets in Storybook (.storybook/preview.tsx) apply here too.
  setProjectAnnotations(preview);
  playOutsideAct();
  beforeEach(() => act(() => notifications.clean()));

  for (const [file, stories] of loaded) {
    describe(file.replace(/^\.\.\//, 'src/'), () => {
      for (const [name, Story] of Object.entries(composeStories(stories))) {
        it(name, async () => {
          expect(Story.play, `${name} needs a play function that asserts what its state shows`).toBeTypeOf('function');
          await Story.load();
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container });
        });
      }
    });
  }
};
