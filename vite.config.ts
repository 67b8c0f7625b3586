import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { endpointDocsPlugin } from './build/endpointDocs';
import { firstLoadGroups } from './build/firstLoadGroups';
import { mantineStylesPlugin } from './build/mantineStyles';
import { routeChunksPlugin } from './build/routeChunks';
import { slimImportsPlugin } from './build/slimImports';

// The API paths the Node server owns; the dev server forwards them (see server/cli/dev.ts).
export const apiPathPrefixes = ['/api', '/login', '/logout', '/preauth', '/auth', '/ws', '/sandbox'];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const compressibleFile = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than a packet: the file is sent as it is. */
const minimumBytes = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))),
  );
  return nested.flat();
};

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build, at the strongest settings:
 * done once at build time, they cost the server nothing per request (serveStatic's precompressed
 * option picks the copy the browser accepts).
 */
export const precompressAssets = async (dir: string): Promise<void> => {
  const files = (await filesUnder(dir)).filter((file) => compressibleFile.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minimumBytes) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
};

/** The test files that render every story and run its play function (src/testing/runStoryShard.tsx). */
const storyShards = 'src/testing/stories.*.test.tsx';

/** How the unit and the stories projects run the app's views: one jsdom per worker (decision 0600). */
const browserViewTests = {
  environment: 'jsdom' as const,
  setupFiles: ['./vitest.setup.ts'],
  testTimeout: 20_000,
  // A spy (console.error silenced to read what was logged) ends with its test.
  restoreMocks: true,
  // A worker's test files share one jsdom and one module registry (decision 0600): React,
  // Mantine, XState and the app's modules are evaluated once per worker rather than once
  // per file, which was most of this project's CPU time. What a test changes it puts back
  // (vitest.setup.ts: the DOM, storage, toasts; restoreMocks: spies), and no file mocks a
  // module (vi.mock would reach the files after it, or miss a module a file before it loaded).
  isolate: false,
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    slimImportsPlugin(),
    routeChunksPlugin(),
    mantineStylesPlugin(),
    endpointDocsPlugin(),
    {
      name: 'website-admin-precompress',
      apply: 'build',
      async writeBundle(options) {
        await precompressAssets(options.dir ?? 'dist');
      },
    },
  ],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups } } },
  },
  test: {
    // Vitest leaves one core to its main process, which leaves a two-core CI machine one worker;
    // the main process is idle once modules are transformed, so every core runs test files.
    maxWorkers: availableParallelism(),
    // `npm run test:coverage` (CI): the code the app ships, not its stories, tests, test helpers or
    // generated route tree; below the floor the run fails, so untested code shows up in review.
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/testing/**', 'src/routeTree.gen.ts'],
      reporter: ['text-summary'],
      // The figures are worth reading even when a test failed.
      reportOnFailure: true,
      thresholds: { lines: 90, branches: 80 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'machines/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'tests/conventions/**/*.test.ts',
            'tests/stories/**/*.test.ts',
          ],
          // The stories' play functions type with storybook/test's own copy of user-event; two
          // copies in one jsdom wrap each input's value twice and lose what is typed (decision 0641).
          exclude: [...configDefaults.exclude, storyShards],
          ...browserViewTests,
        },
      },
      {
        extends: true,
        // As the unit project, in workers of their own (decision 0641).
        test: { name: 'stories', include: [storyShards], ...browserViewTests },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts', 'build/**/*.test.ts'],
          globalSetup: ['tests/api/migratedDump.globalSetup.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          // A spy on a shared integration (a builder failure queued with mockRejectedValueOnce) ends with its test.
          restoreMocks: true,
          // A fetch routed to a test's own app (tests/api/goLiveFetch.ts) ends with its test.
          unstubGlobals: true,
          hookTimeout: 60_000,
          // A worker's test files share one process and its modules (decision 0600): the server's
          // modules are evaluated, and PGlite's WebAssembly compiled, once per worker rather than
          // once per file, which was most of an API file's CPU time. Each file still opens its own
          // database (createHarness), and the server keeps no state in its modules.
          isolate: false,
        },
      },
    ],
  },
});
