import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const stylesheet = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const stylesDir = path.join(path.dirname(stylesheet), 'styles');
const baseFiles = ['baseline', 'default-css-variables', 'global'];

/**
 * Mantine's component stylesheets in the order of its whole stylesheet, which is theirs joined with
 * each one after the ones it builds on (Popover before Combobox, say).
 */
const componentOrder = (): string[] => {
  const whole = readFileSync(stylesheet, 'utf8');
  const names = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length))
    .filter((name) => !baseFiles.includes(name));
  const positions = new Map(
    names.map((name) => {
      const at = whole.indexOf(
        readFileSync(path.join(stylesDir, `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
      if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not part of Mantine's whole stylesheet`);
      return [name, at] as const;
    }),
  );
  return names.sort((a, b) => (positions.get(a) ?? 0) - (positions.get(b) ?? 0));
};

const virtualPrefix = 'virtual:mantine-styles/';
/** A resolved id Vite's CSS pipeline takes for a stylesheet (it ends in .css) and no file has. */
const resolvedPrefix = '/@mantine-styles/';
const mantineClassNames = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/;

/**
 * Each Mantine component's styles come with its code (issue 17): the build adds an import of the
 * component's stylesheet to the module holding its class names, so a page's CSS holds the
 * components it draws and the rest arrives with the chunks that use them (the overlays' with
 * theirs, decision 0404). Chunks load in any order, so each stylesheet is wrapped in a cascade
 * layer of its own, and the page declares the layers first, in the order of Mantine's whole
 * stylesheet: a rule outranks the ones it did by coming later there. `virtual:mantine-styles/base.css`
 * (imported by AppProviders) is Mantine's reset, variables and helpers, the lowest layer.
 */
export const mantineStylesPlugin = (): Plugin => {
  const order = componentOrder();
  const layers = ['mantine-base', ...order.map((name) => `mantine-${name}`)];
  return {
    name: 'website-admin-mantine-styles',
    resolveId: (source) => (source.startsWith(virtualPrefix) ? resolvedPrefix + source.slice(virtualPrefix.length) : null),
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const name = id.slice(resolvedPrefix.length, -'.css'.length);
      const files = name === 'base' ? baseFiles : [name];
      const css = files.map((file) => readFileSync(path.join(stylesDir, `${file}.css`), 'utf8')).join('\n');
      return `@layer mantine-${name} {\n${css}\n}\n`;
    },
    transform(code, id) {
      const name = mantineClassNames.exec(id)?.[1];
      return name ? { code: `import '${virtualPrefix}${name}.css';\n${code}`, map: null } : null;
    },
    transformIndexHtml: () => [{ tag: 'style', children: `@layer ${layers.join(', ')};`, injectTo: 'head-prepend' }],
  };
};
