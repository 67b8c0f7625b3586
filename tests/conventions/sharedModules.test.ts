import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0600: the unit project's test files share a worker's module registry (isolate: false).
// A file-wide module mock (vi.mock, hoisted) would reach the files after it in that worker, and miss
// a module a file before it had loaded already; a test spies on the real module's export instead.
// vi.doMock is kept to a test that starts from a fresh registry (vi.resetModules) and removes the
// mock again (vi.doUnmock). Testing Library's configuration is a module's state too: a file that
// calls configure() at its top level sets it for every file after it in that worker (six files once set waits of
// 5 s and cut vitest.setup.ts's 10 s short for the files after them, which failed a CI run).

const root = join(import.meta.dirname, '..', '..');
const thisFile = 'tests/conventions/sharedModules.test.ts';

/** The story tests, a project of their own (decision 0641). */
const storyShard = /^src\/testing\/stories\.\d+\.test\.tsx$/;

/** The unit project's test files (vite.config.ts, project 'unit'). */
const unitTestFiles = ['domain', 'machines', 'src', 'tests/conventions', 'tests/stories']
  .flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  )
  .filter((file) => file !== thisFile && !storyShard.test(file));

const fileWideMock = /\bvi\.mock\(/;
const storybookTest = /from 'storybook\/test'/;
const doMock = /\bvi\.doMock\(/;
/** Testing Library configured at a file's top level, for the whole file (a test may set it and put it back). */
const testingLibraryConfigure = /^configure\(/m;

/** Why a test file's source breaks when files share modules, or null. */
const sharedModuleProblem = (source: string): string | null => {
  if (storybookTest.test(source))
    return "imports storybook/test, whose own copy of user-event loses typing in a jsdom the package's copy has used: it belongs with the stories (decision 0641)";
  if (fileWideMock.test(source)) return 'mocks a module for the whole file (vi.mock): spy on the export instead';
  if (testingLibraryConfigure.test(source))
    return 'configures Testing Library (configure), which the files after it share: set it for every file in vitest.setup.ts';
  if (doMock.test(source) && !(/\bvi\.resetModules\(/.test(source) && /\bvi\.doUnmock\(/.test(source)))
    return 'mocks a module (vi.doMock) without a fresh registry (vi.resetModules) and without removing the mock (vi.doUnmock)';
  return null;
};

describe('unit test files leave the modules they share as they found them (decision 0600)', () => {
  it('reads the unit test files', () => {
    expect(unitTestFiles).toContain('src/views/siteDetail/SiteDetailPage.test.tsx');
    expect(unitTestFiles).toContain('machines/inbox/inbox.model.test.tsx');
    expect(unitTestFiles).not.toContain('src/testing/stories.1.test.tsx');
  });

  it('tells a module mock that leaks from one that does not', () => {
    expect(sharedModuleProblem("vi.mock('canvas-confetti', () => ({}));")).toMatch(/vi\.mock/);
    expect(sharedModuleProblem("vi.doMock('./overlayLoader', () => ({}));")).toMatch(/vi\.doMock/);
    expect(sharedModuleProblem("vi.resetModules();\nvi.doMock('./a', () => ({}));\nvi.doUnmock('./a');")).toBeNull();
    expect(sharedModuleProblem("vi.spyOn(confetti, 'create');")).toBeNull();
    expect(sharedModuleProblem("import { userEvent } from 'storybook/test';")).toMatch(/0641/);
    expect(sharedModuleProblem("import userEvent from '@testing-library/user-event';")).toBeNull();
    expect(sharedModuleProblem('configure({ asyncUtilTimeout: 5000 });')).toMatch(/vitest\.setup\.ts/);
    expect(
      sharedModuleProblem(
        "afterEach(() => configure({ reactStrictMode: false }));\nit('x', () => {\n  configure({ reactStrictMode: true });\n});",
      ),
    ).toBeNull();
  });

  it('has no unit test file that mocks a module, or configures Testing Library, for the files after it', () => {
    const problems = unitTestFiles.flatMap((file) => {
      const problem = sharedModuleProblem(readFileSync(join(root, file), 'utf8'));
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
