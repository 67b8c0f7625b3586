/**
 * Every story file under src/ with the key its `title` names (read from the source, as Storybook's
 * indexer reads it) and how its meta's `parameters` is written (the text after `parameters: `).
 */
export const storyFileKeys = (): { file: string; key: string | undefined; metaParameters: string | undefined }[] =>
  Object.entries(import.meta.glob<string>('../**/*.stories.tsx', { eager: true, query: '?raw', import: 'default' })).map(
    ([file, source]) => ({
      file,
      key: /^\s*title: '([^']*)'/m.exec(source)?.[1],
      metaParameters: /^ {2}parameters: (.*)$/m.exec(/^const meta = \{$[\s\S]*?^\}/m.exec(source)?.[0] ?? '')?.[1],
    }),
  );
