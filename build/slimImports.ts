import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const slimImport = (file: string) => fileURLToPath(new URL(`../src/app/slimImports/${file}`, import.meta.url));
const mantineModule = (component: string) => new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${component}\\.mjs$`);

/**
 * Mantine modules that every screen draws at once but that import a whole library for one small
 * piece, with that piece made in src/app/slimImports (issue 17): each keeps a library that only
 * menus, tooltips and dialogs use out of every page's first download.
 */
const slimImports = [
  { importer: mantineModule('ScrollArea/ScrollArea'), source: '@floating-ui/react', replacement: slimImport('scrollAreaMergeRefs.ts') },
  {
    importer: mantineModule('AppShell/AppShell(Header|Footer|Aside)/AppShell(Header|Footer|Aside)'),
    source: 'react-remove-scroll',
    replacement: slimImport('appShellRemoveScroll.ts'),
  },
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
