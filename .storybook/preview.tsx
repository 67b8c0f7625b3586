import type { Preview } from '@storybook/react-vite';
import { withColorScheme } from '../src/testing/withColorScheme';
import { withStoryWiring } from '../src/testing/storyWiring';
import { storyViewports } from './viewports';

/**
 * Every story gets what the app gives a view: Mantine's theme and toasts, a memory-history router,
 * the shared lists, a viewer and its workflows' actors, from `parameters: storyWiring({...})`; the
 * toolbar picks its size (desktop or phone) and its colour scheme (light or dark).
 */
const preview: Preview = {
  // The last decorator is the outermost: the colour scheme wraps the wiring.
  decorators: [withStoryWiring, withColorScheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: storyViewports },
  },
};

export default preview;
