import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyRouteComponent } from '../src/app/lazyRouteComponent';
import * as routeModules from '../src/app/routeModules';
import { routeChunksPlugin } from './routeChunks';

type ResolveId = (source: string, importer: string | undefined) => string | null;
const resolveId = routeChunksPlugin().resolveId as unknown as ResolveId;

const routerPlugin = path.dirname(createRequire(import.meta.url).resolve('@tanstack/router-plugin/package.json'));
const frameworkOptions = path.join(routerPlugin, 'dist', 'esm', 'core', 'code-splitter', 'framework-options.js');
const routes = fileURLToPath(new URL('../src/routes/', import.meta.url));

describe('route code that cannot be fetched reaches the error boundary (build/routeChunks.ts)', () => {
  it("relies on the code splitter taking lazyRouteComponent from '@tanstack/react-router' by name", () => {
    const react = readFileSync(frameworkOptions, 'utf8').match(/case "react":[\s\S]*?break;/)?.[0] ?? '';
    expect(react).toContain('package: "@tanstack/react-router"');
    expect(react).toContain('lazyRouteComponent: "lazyRouteComponent"');
  });

  it('gives route files and their split pieces src/app/routeModules.ts, and leaves every other importer alone', () => {
    const target = fileURLToPath(new URL('../src/app/routeModules.ts', import.meta.url));
    expect(resolveId('@tanstack/react-router', path.join(routes, '_app', 'outbox.tsx'))).toBe(target);
    expect(resolveId('@tanstack/react-router', `${path.join(routes, '_app', 'outbox.tsx')}?tsr-split=component`)).toBe(target);
    expect(resolveId('@tanstack/react-router', target)).toBeNull();
    expect(resolveId('@tanstack/react-router', fileURLToPath(new URL('../src/app/router.ts', import.meta.url)))).toBeNull();
    expect(resolveId('react', path.join(routes, '_app.tsx'))).toBeNull();
  });

  it("exports the router's names, with our lazyRouteComponent", () => {
    expect(routeModules.lazyRouteComponent).toBe(lazyRouteComponent);
    expect(typeof routeModules.createFileRoute).toBe('function');
  });
});
