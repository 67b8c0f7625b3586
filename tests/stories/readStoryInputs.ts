import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { digestOf, moduleGraphOf, projectFilesReachedFrom, type PreviewStats } from './storyInputs';

/**
 * The inputs every story shares, besides the preview's own module graph: the package versions, the
 * build and Storybook configuration, the static files the stories' stub server serves, and this check.
 */
const globalFilesAndFolders = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'build',
  '.storybook',
  'src/stories/static',
  'tests/stories',
  'tests/chromiumFlags.ts',
];

/** The preview's module: what it imports (the theme, the wiring, the global styles) is around every story. */
const previewModule = './.storybook/preview.tsx';

const isInput = (file: string) => !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/stories/baselines/');

const listFiles = async (entry: string): Promise<string[]> => {
  if (!existsSync(entry)) return [];
  const found = await readdir(entry, { recursive: true, withFileTypes: true }).catch(() => null);
  if (found === null) return [entry];
  return found.filter((dirent) => dirent.isFile()).map((dirent) => path.relative('.', path.join(dirent.parentPath, dirent.name)));
};

const hashFile = async (file: string) =>
  existsSync(file)
    ? createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
        .slice(0, 16)
    : 'missing';

export type StoryInputs = {
  globalDigest: string;
  /** Story id → the digest of its story file's project files, or null when the graph does not know the file. */
  storyDigests: Map<string, string | null>;
  /** Every input file's current hash. */
  hashes: Map<string, string>;
};

/**
 * The current inputs of the built stories, read from the build's module graph
 * (`<staticDir>/preview-stats.json`) and the files on disk; null when the build has no graph
 * (built without `--stats-json`), in which case nothing can be skipped.
 */
export const readStoryInputs = async (staticDir: string, importPaths: ReadonlyMap<string, string>): Promise<StoryInputs | null> => {
  const statsFile = path.join(staticDir, 'preview-stats.json');
  if (!existsSync(statsFile)) return null;
  const graph = moduleGraphOf(JSON.parse(await readFile(statsFile, 'utf8')) as PreviewStats);
  if (!graph.has(previewModule)) return null;
  const globalFiles = [
    ...new Set([...(await Promise.all(globalFilesAndFolders.map(listFiles))).flat(), ...projectFilesReachedFrom(graph, previewModule)]),
  ].filter(isInput);
  const filesOfStoryFile = new Map([...new Set(importPaths.values())].map((file) => [file, projectFilesReachedFrom(graph, file)]));
  const allFiles = [...new Set([...globalFiles, ...[...filesOfStoryFile.values()].flat()])].sort();
  const hashes = new Map(await Promise.all(allFiles.map(async (file) => [file, await hashFile(file)] as const)));
  return {
    globalDigest: digestOf(globalFiles, hashes),
    storyDigests: new Map(
      [...importPaths].map(([id, file]) => [id, graph.has(file) ? digestOf(filesOfStoryFile.get(file)!, hashes) : null]),
    ),
    hashes,
  };
};
