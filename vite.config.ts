import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The API paths the Node server owns; the dev server forwards them (see server/cli/dev.ts).
export const apiPathPrefixes = ['/api', '/login', '/logout', '/preauth', '/ws', '/sandbox'];

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
  ],
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'machines/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tests/conventions/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
          // A spy (console.error silenced to read what was logged) ends with its test.
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          // A spy on a shared integration (a builder failure queued with mockRejectedValueOnce) ends with its test.
          restoreMocks: true,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
