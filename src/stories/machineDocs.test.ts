import type { Meta } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MachineDoc } from './machineDocs';
import { statePaths } from './machineGraph';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

const machines = Object.entries(import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true })).flatMap(
  ([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
      .map(([name, machine]) => ({ name: `${file.replace('../../', '')} ${name}`, machine })),
);

/** The machines on the story files' docs pages: each file's meta names its own (`parameters.machineDocs`). */
const documented = Object.values(import.meta.glob<Meta>('../**/*.stories.tsx', { eager: true, import: 'default' })).flatMap(
  (meta) => (meta.parameters?.machineDocs as MachineDoc[] | undefined) ?? [],
);

describe('the docs pages of the workflow machines', () => {
  it('finds the machines of machines/ and the pages of the story files', () => {
    expect(machines.length).toBeGreaterThanOrEqual(54);
    expect(documented.length).toBeGreaterThanOrEqual(54);
  });

  it.each(machines)('$name is on exactly one docs page', ({ machine }) => {
    expect(documented.filter((doc) => doc.machine === machine)).toHaveLength(1);
  });

  it.each(documented)('$machine.id has a summary and one sentence per state, none for a state it lacks', ({ machine, notes }) => {
    const paths = statePaths(machine);
    expect(notes.summary.trim()).not.toBe('');
    expect(
      paths.filter((path) => !notes.states[path]?.trim()),
      'states without a sentence',
    ).toEqual([]);
    expect(
      Object.keys(notes.states).filter((path) => !paths.includes(path)),
      'sentences of states the machine lacks',
    ).toEqual([]);
  });
});
