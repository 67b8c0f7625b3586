import { notifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { forgetWhatTheAppKept } from '../src/testing/forgetWhatTheAppKept';
import { MachineDocsPage } from '../src/stories/MachineDocsPage';
import { withColorScheme } from '../src/testing/withColorScheme';
import { withStoryWiring } from '../src/testing/storyWiring';
import { storyViewports } from './viewports';

// A story's findBy… waits as long as the tests' do (vitest.setup.ts): a busy machine renders a whole page slowly.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Every story gets what the app gives a view: Mantine's theme and toasts, a memory-history router,
 * the shared lists, a viewer and its workflows' actors, from `parameters: storyWiring({...})`; the
 * toolbar picks its size (desktop or phone) and its colour scheme (light or dark). Each story file
 * has a docs page: its workflow machines' diagrams, a sentence per state, and its stories.
 */
const preview: Preview = {
  // Toasts live in Mantine's store, outside any story: a story starts without the last one's.
  // So do what the app keeps in the browser (src/session: drafts, recent sites, preferences): the
  // built Storybook switches stories in one page, where a form's draft typed by one story came back
  // in the next one's form (the domain request, the intake wizard, SEO). Storybook's own keys stay.
  beforeEach: () => {
    notifications.clean();
    forgetWhatTheAppKept();
  },
  // The last decorator is the outermost: the colour scheme wraps the wiring.
  decorators: [withStoryWiring, withColorScheme],
  tags: ['autodocs'],
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
    // The sidebar in the order a person meets the screens: sign in, the frame, the lists, a site's page, then the sidebar's other screens.
    options: {
      storySort: {
        order: [
          'Sign in',
          'Shell',
          'Lists',
          ['Whole page in the shell', 'All Sites'],
          'Site page',
          [
            'Whole page in the shell',
            'Header and side panel',
            'Header',
            'Side panel',
            'Details tab',
            'Notes tab',
            'Scrape tab',
            'Revisions tab',
            'Checklist tab',
            'Domains tab',
            'Actions tab',
          ],
          'New Website',
          'Launch Schedule',
          'SEO',
          'GoDaddy Tools',
          'Outbox',
          'People',
          'Audit log',
          'Settings',
          'Profile',
        ],
      },
    },
    viewport: { options: storyViewports },
    // axe runs after every story with the rules the browser journeys use (tests/e2e/accessibility.ts);
    // its serious and critical findings fail `npm run stories:check`, the panel shows every finding.
    docs: {
      page: MachineDocsPage,
      // Each story in its own frame: a story's modal or drawer stays inside its own box on the docs page.
      story: { inline: false, height: '520px' },
    },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};

export default preview;
