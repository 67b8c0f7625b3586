import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What the preview reaches is an input of every story (decision 0590): a machine there would make a
 * change to it select all of them. The docs page takes its machines from each story file's meta
 * (decision 0602), so the preview reaches only the machine behind the wiring every story gets (the
 * shared lists) and the helpers machines share. Read from the sources' imports, static and dynamic,
 * as the Storybook build follows them.
 */
const root = join(import.meta.dirname, '..', '..');

const resolved = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
  return found ?? null;
};

/** Whether an import or re-export brings a value (the build keeps it), not only types (the build drops it). */
const bringsValues = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean => {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  return (
    !bindings || ts.isNamespaceImport(bindings) || bindings.elements.length === 0 || bindings.elements.some((each) => !each.isTypeOnly)
  );
};

/** The specifiers of a source's imports that the build follows: static ones bringing values, and dynamic ones. */
const followedImports = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (bringsValues(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
};

const projectFilesReachedFrom = (entry: string): string[] => {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop())
    for (const specifier of followedImports(file)) {
      const next = resolved(file, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  return [...seen].map((file) => relative(root, file)).sort();
};

describe('the inputs every story shares', () => {
  const reached = projectFilesReachedFrom(join(root, '.storybook', 'preview.tsx'));

  it('follows the preview into the wiring and the docs page', () => {
    expect(reached).toContain('src/testing/storyWiring.tsx');
    expect(reached).toContain('src/stories/MachineDocsPage.tsx');
  });

  it('holds no workflow machine but the shared lists, so a machine change selects only the stories that import it', () => {
    expect(reached.filter((file) => file.startsWith('machines/') && !/^machines\/(shared|lookups)\//.test(file))).toEqual([]);
  });
});
