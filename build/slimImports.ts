import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const slimImport = (file: string) => fileURLToPath(new URL(`../src/app/slimImports/${file}`, import.meta.url));
const mantineModule = (component: string) => new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${component}\\.mjs$`);

/**
 * Mantine modules that every screen draws at once but that import a whole library for one small
 * piece, with that piece made in src/app/slimImports (issue 17): each keeps a library that only
 * menus, tooltips and dialogs use out of every page's first download. A piece stays only while it
 * saves 5 KB or more compressed (AppShell's two class names from react-remove-scroll saved under 5 KB
 * and went: decision 0417).
 */
const slimImports = [
  { importer: mantineModule('ScrollArea/ScrollArea'), source: '@floating-ui/react', replacement: slimImport('scrollAreaMergeRefs.ts') },
];

/** The Vite plugin that resolves those imports to the pieces made here. */
export const slimImportsPlugin = (): Plugin => ({
  name: 'website-admin-slim-imports',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer) return null;
    return slimImports.find((slim) => slim.source === source && slim.importer.test(importer))?.replacement ?? null;
  },
});
