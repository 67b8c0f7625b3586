import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slimImportsPlugin } from './slimImports';

type ResolveId = (source: string, importer: string | undefined) => string | null;
const resolveId = slimImportsPlugin().resolveId as unknown as ResolveId;

const mantineEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm');
const scrollArea = path.join(mantineEsm, 'components', 'ScrollArea', 'ScrollArea.mjs');

/** The names a module imports from `source`, read from its text (Mantine ships plain ESM). */
const namesImported = (file: string, source: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${source}"`, 'g'))]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The slim import leans on Mantine's own files: if an upgrade moves ScrollArea or changes what it
 * takes from floating-ui, the build would quietly ship all of floating-ui again (or fail on a name
 * the piece lacks); these fail first.
 */
describe("the slim import of Mantine's ScrollArea (build/slimImports.ts)", () => {
  it('finds ScrollArea where the installed Mantine keeps it, taking useMergeRefs alone from floating-ui', () => {
    expect(namesImported(scrollArea, '@floating-ui/react')).toEqual(['useMergeRefs']);
  });

  it('gives that module the piece of src/app/slimImports, and leaves every other import alone', () => {
    const piece = fileURLToPath(new URL('../src/app/slimImports/scrollAreaMergeRefs.ts', import.meta.url));
    expect(resolveId('@floating-ui/react', scrollArea)).toBe(piece);
    expect(resolveId('@floating-ui/react', path.join(mantineEsm, 'components', 'Popover', 'Popover.mjs'))).toBeNull();
    expect(resolveId('react', scrollArea)).toBeNull();
  });
});
