import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:pg:restart`: PostgreSQL restarted under load, and server instances stopped and
 * started under load (issue 28). Not part of `npm test` or `npm run test:pg`: a restart would
 * break every other test file using that server, so CI runs it after them, alone (.ci/run).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'restart',
    include: ['tests/restart/**/*.restart.ts'],
    environment: 'node',
    pool: 'forks',
    // One file at a time: a database restart must not land in another file's journey.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
