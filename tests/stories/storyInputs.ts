import { createHash } from 'node:crypto';

/**
 * Which stories `npm run stories:ci` must look at: those whose inputs changed since their
 * baselines were approved (decision 0590). A story's inputs are every file of the project in its
 * story file's module graph, as the Storybook build saw it (preview-stats.json, written by
 * `--stats-json`), plus the global inputs every story shares (the preview and its graph, the
 * package lock, the Storybook configuration, the check itself). These functions are pure: the
 * graph and the file hashes come in, the selection goes out.
 */

/** preview-stats.json: each module with the modules that import it (webpack's `reasons`). */
export type PreviewStats = { modules: { id: string; reasons?: { moduleName: string }[] }[] };

/** A module's id → the ids it imports. */
export type ModuleGraph = Map<string, Set<string>>;

/** The committed manifest (tests/stories/baselines/inputs.json). */
export type InputsManifest = {
  /** Each input file's hash when last approved: tells a reader which files changed. */
  files: Record<string, string>;
  themes: Record<string, { global: string; stories: Record<string, string> }>;
};

export const emptyManifest = (): InputsManifest => ({ files: {}, themes: {} });

export const moduleGraphOf = (stats: PreviewStats): ModuleGraph => {
  const graph: ModuleGraph = new Map();
  for (const module of stats.modules)
    for (const reason of module.reasons ?? []) {
      const imports = graph.get(reason.moduleName) ?? new Set<string>();
      imports.add(module.id);
      graph.set(reason.moduleName, imports);
    }
  return graph;
};

/**
 * A project file's path from a module id ('./src/views/x.tsx' → 'src/views/x.tsx'), or null for
 * what is not one: packages (their versions are the package lock's, a global input), Storybook's
 * virtual modules, files outside the project.
 */
const projectFileOf = (id: string): string | null =>
  id.startsWith('./') && !id.startsWith('./../') && !id.includes('node_modules/') ? id.slice(2).split('?')[0]! : null;

/** The project files a module reaches through its static and dynamic imports, itself included, sorted. */
export const projectFilesReachedFrom = (graph: ModuleGraph, entry: string): string[] => {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const next of graph.get(id) ?? [])
      // A package's own imports stay inside packages: no need to walk them.
      if (!seen.has(next) && projectFileOf(next) !== null) {
        seen.add(next);
        queue.push(next);
      }
  return [...seen].flatMap((id) => projectFileOf(id) ?? []).sort();
};

/** One digest of some files' hashes: equal exactly when every file's hash is. */
export const digestOf = (files: string[], hashes: ReadonlyMap<string, string>): string =>
  createHash('sha256')
    .update(
      [...files]
        .sort()
        .map((file) => `${file}\0${hashes.get(file) ?? 'missing'}\n`)
        .join(''),
    )
    .digest('hex')
    .slice(0, 16);

export type Selection = {
  /** The story ids to check. */
  check: string[];
  /** Why, in a sentence, for the log. */
  reason: string;
};

/**
 * The stories of one theme whose current digest is not the approved one, or all of them when the
 * global inputs changed or nothing was approved for this theme yet. A story whose digest is null
 * (its file is not in the module graph, so its inputs are unknown) is always checked.
 * `changedFiles` only explains.
 */
export const selectStories = (options: {
  theme: string;
  manifest: InputsManifest;
  globalDigest: string;
  storyDigests: ReadonlyMap<string, string | null>;
  changedFiles: string[];
}): Selection => {
  const { theme, manifest, globalDigest, storyDigests, changedFiles } = options;
  const all = [...storyDigests.keys()].sort();
  const approved = manifest.themes[theme];
  if (!approved) return { check: all, reason: `no inputs were approved in ${theme}: checking all ${all.length} stories` };
  if (approved.global !== globalDigest)
    return { check: all, reason: `an input every story shares changed (${listed(changedFiles)}): checking all ${all.length} stories` };
  const unknown = all.filter((id) => storyDigests.get(id) === null);
  const unapproved = all.filter((id) => storyDigests.get(id) !== null && approved.stories[id] === undefined);
  const changed = all.filter(
    (id) => storyDigests.get(id) !== null && approved.stories[id] !== undefined && approved.stories[id] !== storyDigests.get(id),
  );
  const check = [...unknown, ...unapproved, ...changed].sort();
  const parts = [
    `${all.length - check.length} skipped (their inputs are as approved)`,
    ...(changed.length > 0 ? [`${changed.length} with changed inputs (${listed(changedFiles)})`] : []),
    ...(unapproved.length > 0 ? [`${unapproved.length} never approved`] : []),
    ...(unknown.length > 0 ? [`${unknown.length} whose story file is not in the build's module graph`] : []),
  ];
  return { check, reason: `checking ${check.length} of ${all.length} stories in ${theme}: ${parts.join(', ')}` };
};

/** The files whose hash is not the manifest's (new files included), sorted. */
export const changedFilesOf = (manifest: InputsManifest, hashes: ReadonlyMap<string, string>): string[] =>
  [...hashes]
    .filter(([file, hash]) => manifest.files[file] !== hash)
    .map(([file]) => file)
    .sort();

const listed = (files: string[]) =>
  files.length === 0
    ? 'no file named'
    : files.length <= 5
      ? files.join(', ')
      : `${files.slice(0, 5).join(', ')} and ${files.length - 5} more`;

/**
 * The manifest after an approve run in one theme: the stories that passed get their digest, the
 * ones that failed lose theirs (so the next check looks at them), and the global digest is taken
 * only when every story was run.
 */
export const approvedManifest = (options: {
  manifest: InputsManifest;
  theme: string;
  globalDigest: string;
  everyStory: boolean;
  passed: ReadonlyMap<string, string>;
  failed: string[];
  hashes: ReadonlyMap<string, string>;
}): InputsManifest => {
  const { manifest, theme, globalDigest, everyStory, passed, failed, hashes } = options;
  const before = manifest.themes[theme] ?? { global: '', stories: {} };
  const stories = everyStory ? {} : { ...before.stories };
  for (const id of failed) delete stories[id];
  for (const [id, digest] of passed) stories[id] = digest;
  const sorted = Object.fromEntries(Object.entries(stories).sort(([a], [b]) => a.localeCompare(b)));
  return {
    files: Object.fromEntries([...Object.entries(manifest.files), ...hashes].sort(([a], [b]) => a.localeCompare(b))),
    themes: { ...manifest.themes, [theme]: { global: everyStory ? globalDigest : before.global, stories: sorted } },
  };
};
