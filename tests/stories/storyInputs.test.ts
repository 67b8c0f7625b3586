import { describe, expect, it } from 'vitest';
import {
  approvedManifest,
  changedFilesOf,
  digestOf,
  emptyManifest,
  moduleGraphOf,
  projectFilesReachedFrom,
  selectStories,
  type InputsManifest,
  type PreviewStats,
} from './storyInputs';

/**
 * A build's module graph as preview-stats.json writes it (each module with its importers): two
 * story files share ConfirmModal, a third does not; all of them import a package.
 */
const stats: PreviewStats = {
  modules: [
    { id: './src/views/a/AView.tsx', reasons: [{ moduleName: './src/views/a/AView.stories.tsx' }] },
    { id: './src/views/b/BView.tsx', reasons: [{ moduleName: './src/views/b/BView.stories.tsx' }] },
    { id: './src/views/c/CView.tsx', reasons: [{ moduleName: './src/views/c/CView.stories.tsx' }] },
    {
      id: './src/views/shared/ConfirmModal.tsx',
      reasons: [{ moduleName: './src/views/a/AView.tsx' }, { moduleName: './src/views/b/BView.tsx' }],
    },
    { id: './src/views/shared/confirm.css', reasons: [{ moduleName: './src/views/shared/ConfirmModal.tsx' }] },
    {
      id: './../../main/node_modules/@mantine/core/index.mjs',
      reasons: [{ moduleName: './src/views/shared/ConfirmModal.tsx' }, { moduleName: './src/views/c/CView.tsx' }],
    },
    { id: './src/theme.ts', reasons: [{ moduleName: './.storybook/preview.tsx' }] },
  ],
};

const storyFiles = new Map([
  ['a--ready', './src/views/a/AView.stories.tsx'],
  ['a--loading', './src/views/a/AView.stories.tsx'],
  ['b--ready', './src/views/b/BView.stories.tsx'],
  ['c--ready', './src/views/c/CView.stories.tsx'],
]);

const graph = moduleGraphOf(stats);
const filesOf = (storyFile: string) => projectFilesReachedFrom(graph, storyFile);

/** The digests of the stories and the global inputs for some file hashes. */
const digestsFor = (hashes: Map<string, string>) => ({
  globalDigest: digestOf(['.storybook/preview.tsx', 'package-lock.json', 'src/theme.ts'], hashes),
  storyDigests: new Map([...storyFiles].map(([id, file]) => [id, digestOf(filesOf(file), hashes)] as const)),
});

const hashesAsApproved = new Map([
  ['.storybook/preview.tsx', 'p1'],
  ['package-lock.json', 'l1'],
  ['src/theme.ts', 't1'],
  ['src/views/a/AView.stories.tsx', 'as1'],
  ['src/views/a/AView.tsx', 'a1'],
  ['src/views/b/BView.stories.tsx', 'bs1'],
  ['src/views/b/BView.tsx', 'b1'],
  ['src/views/c/CView.stories.tsx', 'cs1'],
  ['src/views/c/CView.tsx', 'c1'],
  ['src/views/shared/ConfirmModal.tsx', 'm1'],
  ['src/views/shared/confirm.css', 'css1'],
]);

const approvedIn = (theme: string, hashes = hashesAsApproved): InputsManifest => {
  const { globalDigest, storyDigests } = digestsFor(hashes);
  return approvedManifest({
    manifest: emptyManifest(),
    theme,
    globalDigest,
    everyStory: true,
    passed: storyDigests,
    failed: [],
    hashes,
  });
};

const select = (manifest: InputsManifest, hashes: Map<string, string>, theme = 'light') =>
  selectStories({ theme, manifest, ...digestsFor(hashes), changedFiles: changedFilesOf(manifest, hashes) });

const changed = (file: string, hash: string) => new Map([...hashesAsApproved, [file, hash]]);

describe('the project files a story file reaches', () => {
  it('follows imports through shared components to their styles, leaving packages out', () => {
    expect(filesOf('./src/views/a/AView.stories.tsx')).toEqual([
      'src/views/a/AView.stories.tsx',
      'src/views/a/AView.tsx',
      'src/views/shared/ConfirmModal.tsx',
      'src/views/shared/confirm.css',
    ]);
    expect(filesOf('./src/views/c/CView.stories.tsx')).toEqual(['src/views/c/CView.stories.tsx', 'src/views/c/CView.tsx']);
  });
});

describe('which stories stories:ci checks', () => {
  it('skips every story when nothing changed since the approval', () => {
    const selection = select(approvedIn('light'), hashesAsApproved);
    expect(selection.check).toEqual([]);
    expect(selection.reason).toBe('checking 0 of 4 stories in light: 4 skipped (their inputs are as approved)');
  });

  it('selects every story that imports a shared component when that component changes, and only those', () => {
    const selection = select(approvedIn('light'), changed('src/views/shared/ConfirmModal.tsx', 'm2'));
    expect(selection.check).toEqual(['a--loading', 'a--ready', 'b--ready']);
    expect(selection.reason).toBe(
      'checking 3 of 4 stories in light: 1 skipped (their inputs are as approved), 3 with changed inputs (src/views/shared/ConfirmModal.tsx)',
    );
  });

  it("selects the stories of a view's file when the view or its stylesheet changes", () => {
    expect(select(approvedIn('light'), changed('src/views/c/CView.tsx', 'c2')).check).toEqual(['c--ready']);
    expect(select(approvedIn('light'), changed('src/views/shared/confirm.css', 'css2')).check).toEqual([
      'a--loading',
      'a--ready',
      'b--ready',
    ]);
  });

  it('checks everything when an input every story shares changes', () => {
    const selection = select(approvedIn('light'), changed('package-lock.json', 'l2'));
    expect(selection.check).toEqual(['a--loading', 'a--ready', 'b--ready', 'c--ready']);
    expect(selection.reason).toBe('an input every story shares changed (package-lock.json): checking all 4 stories');
    expect(select(approvedIn('light'), changed('src/theme.ts', 't2')).check).toHaveLength(4);
  });

  it('checks everything in a theme nothing was approved in', () => {
    const selection = select(approvedIn('light'), hashesAsApproved, 'dark');
    expect(selection.check).toHaveLength(4);
    expect(selection.reason).toBe('no inputs were approved in dark: checking all 4 stories');
  });

  it('checks a story that was never approved, and one whose file the module graph does not know', () => {
    const manifest = approvedIn('light');
    delete manifest.themes.light!.stories['b--ready'];
    const selection = selectStories({
      theme: 'light',
      manifest,
      globalDigest: digestsFor(hashesAsApproved).globalDigest,
      storyDigests: new Map([...digestsFor(hashesAsApproved).storyDigests, ['c--ready', null]]),
      changedFiles: [],
    });
    expect(selection.check).toEqual(['b--ready', 'c--ready']);
    expect(selection.reason).toBe(
      "checking 2 of 4 stories in light: 2 skipped (their inputs are as approved), 1 never approved, 1 whose story file is not in the build's module graph",
    );
  });
});

describe('the manifest an approval writes', () => {
  it('forgets a story that failed, so the next check looks at it again', () => {
    const hashes = changed('src/views/shared/ConfirmModal.tsx', 'm2');
    const { globalDigest, storyDigests } = digestsFor(hashes);
    const manifest = approvedManifest({
      manifest: approvedIn('light'),
      theme: 'light',
      globalDigest,
      everyStory: false,
      passed: new Map([['a--ready', storyDigests.get('a--ready')!]]),
      failed: ['b--ready'],
      hashes,
    });
    expect(Object.keys(manifest.themes.light!.stories)).toEqual(['a--loading', 'a--ready', 'c--ready']);
    expect(select(manifest, hashes).check).toEqual(['a--loading', 'b--ready']);
  });

  it('keeps the old global digest after an approval of some stories only, so a shared change is still checked everywhere', () => {
    const hashes = changed('package-lock.json', 'l2');
    const { globalDigest, storyDigests } = digestsFor(hashes);
    const manifest = approvedManifest({
      manifest: approvedIn('light'),
      theme: 'light',
      globalDigest,
      everyStory: false,
      passed: new Map([['a--ready', storyDigests.get('a--ready')!]]),
      failed: [],
      hashes,
    });
    expect(select(manifest, hashes).check).toHaveLength(4);
  });

  it("keeps each theme's approvals apart", () => {
    const light = approvedIn('light');
    const both = approvedManifest({
      ...digestsFor(hashesAsApproved),
      manifest: light,
      theme: 'dark',
      everyStory: true,
      passed: new Map(),
      failed: [],
      hashes: hashesAsApproved,
    });
    expect(select(both, hashesAsApproved, 'light').check).toEqual([]);
    expect(select(both, hashesAsApproved, 'dark').check).toHaveLength(4);
  });
});
