/** Every story file under src/ with the key its `title` names (read from the source, as Storybook's indexer reads it). */
export const storyFileKeys = (): { file: string; key: string | undefined }[] =>
  Object.entries(import.meta.glob<string>('../**/*.stories.tsx', { eager: true, query: '?raw', import: 'default' })).map(
    ([file, source]) => ({
      file,
      key: /^\s*title: '([^']*)'/m.exec(source)?.[1],
    }),
  );
