import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isClientBuildStale } from './clientBuild';

describe('deciding whether npm start must build the browser app', () => {
  let root: string;
  const write = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const when = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, when, when);
    // Adding a file touches its folder too; a deleted file counts as a change only through that.
    utimesSync(path.dirname(full), when, when);
  };
  const fresh = () => {
    root = mkdtempSync(path.join(tmpdir(), 'client-'));
    const dirs = ['src', 'src/routes', 'domain', 'machines', 'dist'];
    for (const dir of dirs) mkdirSync(path.join(root, dir), { recursive: true });
    for (const dir of dirs) utimesSync(path.join(root, dir), new Date(0), new Date(0));
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when dist/ has no index.html', () => {
    fresh();
    write('src/main.tsx', 100);
    expect(isClientBuildStale(root)).toBe(true);
  });

  it('skips the build when dist/ is newer than every source', () => {
    fresh();
    write('src/routes/login.tsx', 100);
    write('domain/roles.ts', 100);
    write('index.html', 100);
    write('dist/index.html', 10);
    expect(isClientBuildStale(root)).toBe(false);
  });

  it.each(['src/routes/login.tsx', 'domain/roles.ts', 'machines/sites/sites.machine.ts', 'index.html'])(
    'builds again when %s changed after the last build',
    (changed) => {
      fresh();
      write('dist/index.html', 10);
      write(changed, 1);
      expect(isClientBuildStale(root)).toBe(true);
    },
  );
});
