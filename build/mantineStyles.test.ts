import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStylesPlugin } from './mantineStyles';

type Hook = (...args: unknown[]) => unknown;
const plugin = mantineStylesPlugin();
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);

const layerOrder = () => {
  const [tag] = call(plugin.transformIndexHtml, '<html></html>') as HtmlTagDescriptor[];
  expect(tag).toMatchObject({ tag: 'style', injectTo: 'head-prepend' });
  const declaration = tag?.children;
  if (typeof declaration !== 'string') throw new Error('the layer declaration is not a text');
  return declaration.replace(/^@layer |;$/g, '').split(', ');
};

describe("Mantine's styles with each component's code (build/mantineStyles.ts)", () => {
  it('declares one cascade layer per component, base first, in the order of Mantine’s whole stylesheet', () => {
    const layers = layerOrder();
    expect(layers[0]).toBe('mantine-base');
    expect(layers.indexOf('mantine-Popover')).toBeLessThan(layers.indexOf('mantine-Combobox'));
    expect(layers.indexOf('mantine-Input')).toBeLessThan(layers.indexOf('mantine-Combobox'));
    expect(layers.indexOf('mantine-UnstyledButton')).toBeLessThan(layers.indexOf('mantine-Button'));
    expect(new Set(layers).size).toBe(layers.length);
  });

  it('adds the stylesheet import to the module of a component’s class names, and to nothing else', () => {
    const button = call(
      plugin.transform,
      'export default {};',
      '/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs',
    ) as { code: string };
    expect(button.code.startsWith("import 'virtual:mantine-styles/Button.css';\n")).toBe(true);
    const inline = call(plugin.transform, 'x', '/app/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs') as {
      code: string;
    };
    expect(inline.code).toContain('virtual:mantine-styles/InlineInput.css');
    expect(call(plugin.transform, 'x', '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(call(plugin.transform, 'x', '/app/src/views/Button.module.mjs')).toBeNull();
  });

  it('serves each stylesheet in its layer, and the base one with the reset, the variables and the helpers', () => {
    const id = call(plugin.resolveId, 'virtual:mantine-styles/Button.css') as string;
    expect(id.endsWith('Button.css')).toBe(true);
    const button = call(plugin.load, id) as string;
    expect(button.startsWith('@layer mantine-Button {')).toBe(true);
    expect(button).toContain('.m_77c9d27d');
    const base = call(plugin.load, call(plugin.resolveId, 'virtual:mantine-styles/base.css')) as string;
    expect(base.startsWith('@layer mantine-base {')).toBe(true);
    expect(base).toContain('box-sizing: border-box');
    expect(base).toContain('--mantine-');
    expect(base).toContain('.mantine-focus-auto');
    expect(call(plugin.resolveId, '@mantine/core')).toBeNull();
  });

  // The plugin leans on Mantine's file layout: an upgrade that renamed the class-name modules or the
  // stylesheets would leave components unstyled without a build error.
  it('finds the stylesheet of every class-name module the installed Mantine ships, each in its layer', () => {
    const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm');
    const modules = readdirSync(esm, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.module.mjs'));
    expect(modules.length).toBeGreaterThan(90);
    const layers = new Set(layerOrder());
    for (const file of modules) {
      const name = path.basename(file, '.module.mjs');
      const { code } = call(plugin.transform, 'export default {};', path.join(esm, file)) as { code: string };
      expect(code.startsWith(`import 'virtual:mantine-styles/${name}.css';`)).toBe(true);
      expect(call(plugin.load, call(plugin.resolveId, `virtual:mantine-styles/${name}.css`))).toMatch(
        new RegExp(`^@layer mantine-${name} \\{\\n\\S`),
      );
      expect(layers).toContain(`mantine-${name}`);
    }
  });
});
