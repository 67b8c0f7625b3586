import type { StorybookConfig } from '@storybook/react-vite';
import { screenTitleOf } from '../src/stories/screenTitles';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Docs pages (each machine's diagram and state notes); the accessibility panel, and its axe run
  // after every story that `npm run stories:check` reads.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // The files the stubbed server answers point at (an uploaded avatar), served where the app's server serves them,
  // so a story shows the picture rather than the fallback a missing file gives.
  staticDirs: [{ from: '../src/stories/static/api', to: '/api' }],
  // A story file's `title` is its workflow key; the sidebar path comes from screenTitles.ts alone.
  experimental_indexers: (indexers = []) =>
    indexers.map((indexer) =>
      indexer.test.test('View.stories.tsx')
        ? {
            ...indexer,
            createIndex: (fileName, options) =>
              indexer.createIndex(fileName, { ...options, makeTitle: (key) => options.makeTitle(screenTitleOf(key, fileName)) }),
          }
        : indexer,
    ),
};

export default config;
