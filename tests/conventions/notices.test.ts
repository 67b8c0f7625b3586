import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Decision 0406: a workflow declares each toast once, in its `<workflow>Notices` object. A Notice
// is an object with a `tone`, so this test finds every object literal of machines/ with a `tone`
// property (written out or shorthand) and refuses the ones outside a `...Notices` declaration.
// machines/shared/notice.ts is the exception: it declares the Notice type and the builders the
// Notices objects share.

const root = join(import.meta.dirname, '..', '..');
const machines = join(root, 'machines');
const sharedBuilders = 'machines/shared/notice.ts';

const machineFiles = readdirSync(machines, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(machines, file));

const hasTone = (node: ts.ObjectLiteralExpression) =>
  node.properties.some((property) => property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === 'tone');

const insideNotices = (node: ts.Node): boolean => {
  for (let parent = node.parent; parent !== undefined; parent = parent.parent) {
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) && parent.name.text.endsWith('Notices')) return true;
  }
  return false;
};

/** The lines of every object literal with a tone outside a Notices declaration. */
const strayNoticeLines = (text: string): number[] => {
  const source = ts.createSourceFile('machine.ts', text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && hasTone(node) && !insideNotices(node)) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
};

describe("toasts are declared in a workflow's Notices (decision 0406)", () => {
  it('reads the machine files', () => {
    expect(machineFiles.some((file) => file.endsWith('siteNotes.actors.ts'))).toBe(true);
    expect(machineFiles.some((file) => file.endsWith('.test.tsx'))).toBe(false);
  });

  it('finds a notice written outside a Notices declaration', () => {
    expect(strayNoticeLines("const done = { type: 'notify', params: { tone: 'success', message: 'Done' } };")).toEqual([1]);
    expect(strayNoticeLines("const toast = (tone: 'error', message: string) => ({ tone, message });")).toEqual([1]);
    expect(strayNoticeLines("export const fooNotices = {\n  done: { tone: 'success', message: 'Done' },\n};")).toEqual([]);
  });

  it('has no notice in machines/ outside a Notices declaration', () => {
    const stray = machineFiles
      .filter((file) => relative(root, file) !== sharedBuilders)
      .flatMap((file) => strayNoticeLines(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`));
    expect(stray).toEqual([]);
  });
});
