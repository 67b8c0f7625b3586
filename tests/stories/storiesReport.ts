import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoryProblem = {
  where: string;
  kind: 'play' | 'a11y' | 'visual' | 'new' | 'stale';
  lines: string[];
  /** File names inside the results folder. */
  images?: { before?: string; after?: string; diff?: string };
};

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const figure = (caption: string, file: string | undefined) =>
  file
    ? `<figure><figcaption>${caption}</figcaption><a href="${escape(file)}"><img src="${escape(file)}" alt="${caption}"></a></figure>`
    : '';

/** test-results/stories/index.html: each problem with its before, after and diff images side by side, to open from the folder. */
export const writeReport = async (dir: string, problems: StoryProblem[]): Promise<void> => {
  const sections = problems.map(
    (problem) => `<section><h2>${escape(problem.where)} <small>${problem.kind}</small></h2>
<pre>${escape(problem.lines.join('\n'))}</pre>
<div class="images">${figure('Before (baseline)', problem.images?.before)}${figure('After', problem.images?.after)}${figure('Difference (red)', problem.images?.diff)}</div></section>`,
  );
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stories check</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}.images{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1}img{max-width:100%;border:1px solid #ccc}</style></head>
<body><h1>Stories check: ${problems.length} problems</h1>${sections.join('\n')}</body></html>`,
  );
};
