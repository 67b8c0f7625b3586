import type { Preview } from '@storybook/react-vite';
import { AppProviders } from '../src/app/AppProviders';
import { StoryRouter } from './StoryRouter';

/**
 * Every story gets the app's Mantine theme, toasts, and a memory-history router (set the address
 * with `parameters: { router: { path: '/sites' } }`), so views that use Link render as in the app.
 */
const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <StoryRouter path={(parameters.router as { path?: string } | undefined)?.path ?? '/'}>
        <Story />
      </StoryRouter>
    ),
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
