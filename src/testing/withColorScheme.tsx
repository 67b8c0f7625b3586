import type { Decorator } from '@storybook/react-vite';
import { AppProviders } from '../app/AppProviders';

export type StoryColorScheme = 'light' | 'dark';

/**
 * Storybook's Theme toolbar (the `theme` global): the story renders in Mantine's light or dark
 * colour scheme, forced on the outermost AppProviders so the wiring's own AppProviders inside it
 * adds nothing. Mantine puts the scheme on <html>, as the app's own dark mode does.
 */
export const withColorScheme: Decorator = (Story, { globals }) => (
  <AppProviders forceColorScheme={(globals.theme as StoryColorScheme | undefined) === 'dark' ? 'dark' : 'light'}>
    <Story />
  </AppProviders>
);
