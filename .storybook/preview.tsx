import type { Preview } from '@storybook/react-vite';
import { withStoryWiring } from '../src/testing/storyWiring';

/**
 * Every story gets what the app gives a view: Mantine's theme and toasts, a memory-history router,
 * the shared lists, a viewer and its workflows' actors, from `parameters: storyWiring({...})`.
 */
const preview: Preview = {
  decorators: [withStoryWiring],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
