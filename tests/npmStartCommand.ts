import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s command as package.json spells it, ready for spawn: `node` is this Node, the rest
 * as written. The benchmarks and the browser suite start the server with it, so they run it with
 * the same Node flags users get. An older checkout's `tsx <file>` (a bench's 'before') runs as
 * `node --import tsx <file>`, one process as well.
 */
export const npmStartCommand = (root: string): { command: string; args: string[] } => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = manifest.scripts.start.split(/\s+/);
  if (program === 'tsx') return { command: process.execPath, args: ['--import', 'tsx', ...args] };
  if (program !== 'node') throw new Error(`npm start runs '${program}', neither node nor tsx: ${manifest.scripts.start}`);
  return { command: process.execPath, args };
};
