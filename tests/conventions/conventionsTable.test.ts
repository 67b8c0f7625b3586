import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/conventions.md's workflow table names, for every workflow, its file or folder in each layer.
// This test keeps the table true: every path it names exists, and every workflow folder or route
// module in the tree has its row.

const root = join(import.meta.dirname, '..', '..');
const text = readFileSync(join(root, 'docs', 'conventions.md'), 'utf8');

const header = '| workflow | machines/ | src/views/ | src/api/ | domain/ | server/ | server/routes/ | tests/api/ | tests/e2e/ |';
const headerAt = text.indexOf(header);
const columns = header
  .split('|')
  .slice(2, -1)
  .map((cell) => cell.trim());

const tableLines = text.slice(headerAt).split('\n');
const rows = tableLines
  .slice(
    2,
    tableLines.findIndex((line) => !line.startsWith('|')),
  )
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

/** The backticked paths of a cell, parenthesised remarks left out (they name machines, not files). */
const pathsOf = (cell: string): string[] =>
  [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter((path) => path.length > 0);

const named = (column: string): Set<string> =>
  new Set(
    rows.flatMap((row) => pathsOf(row[columns.indexOf(column) + 1] ?? '')).map((path) => path.replace(/\/$/, '').split('/')[0] ?? ''),
  );

const folders = (path: string): string[] =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/conventions.md workflow table', () => {
  it('is there, with one row per workflow', () => {
    expect(headerAt).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(10);
    const workflows = rows.map((row) => row[0]);
    expect(workflows.filter((workflow, index) => workflows.indexOf(workflow) !== index)).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const missing = rows.flatMap((row) =>
      columns.flatMap((column, index) =>
        pathsOf(row[index + 1] ?? '')
          .map((path) => join(column, path))
          .filter((path) => !existsSync(join(root, path))),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('has a row for every workflow folder of machines/ and src/views/', () => {
    // Pieces of several workflows, listed under 'Shared pieces' rather than as a row.
    const shared = new Set(['shared', 'shell', 'navigation']);
    expect(folders('machines').filter((folder) => !shared.has(folder) && !named('machines/').has(folder))).toEqual([]);
    expect(folders('src/views').filter((folder) => !shared.has(folder) && !named('src/views/').has(folder))).toEqual([]);
  });

  it('has a row for every route module', () => {
    const modules = readdirSync(join(root, 'server', 'routes')).filter((file) => file.endsWith('.routes.ts'));
    expect(modules.filter((file) => !named('server/routes/').has(file))).toEqual([]);
  });
});
