import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadGroups } from './firstLoadGroups';

const mantineEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm');
const mantineGroup = firstLoadGroups.find((group) => group.name === 'mantine');

/** The folders (or single modules) of @mantine/core/esm the group names, read back from its pattern. */
const namedFolders = (): string[] => {
  const alternatives = /esm\[\\\\\/\]\((.*)\)\)\(/.exec(mantineGroup?.test.source ?? '')?.[1] ?? '';
  return alternatives.split('|').map((alternative) => alternative.replaceAll('[\\\\/]', '/'));
};

/**
 * The Mantine group names folders of Mantine's build: an upgrade that moved one would quietly put
 * that component back into dozens of small files (or into no first-load file at all).
 */
describe('the first-load group of everyday Mantine components (build/firstLoadGroups.ts)', () => {
  it('names only folders and modules the installed Mantine has', () => {
    const folders = namedFolders();
    expect(folders).toEqual(expect.arrayContaining(['core', 'components/AppShell', 'components/Table', 'components/ScrollArea']));
    expect(
      folders.filter((folder) => !existsSync(path.join(mantineEsm, folder)) && !existsSync(path.join(mantineEsm, `${folder}.mjs`))),
    ).toEqual([]);
  });

  it('takes in the modules of those folders and leaves the overlays out', () => {
    const inGroup = (file: string) => mantineGroup?.test.test(path.join(mantineEsm, file)) ?? false;
    for (const file of [
      'components/Table/Table.mjs',
      'components/Accordion/AccordionChevron.mjs',
      'core/MantineProvider/MantineProvider.mjs',
      'components/AppShell/AppShell.mjs',
    ]) {
      expect(existsSync(path.join(mantineEsm, file))).toBe(true);
      expect(inGroup(file)).toBe(true);
    }
    for (const file of ['components/Popover/Popover.mjs', 'components/Modal/Modal.mjs', 'components/Combobox/Combobox.mjs']) {
      expect(existsSync(path.join(mantineEsm, file))).toBe(true);
      expect(inGroup(file)).toBe(false);
    }
  });
});
