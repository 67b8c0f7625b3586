import { describe, expect, it } from 'vitest';
import { isScreenKey, screenTitleOf, screenTitles } from './screenTitles';
import { storyFileKeys } from './storyFileKeys';

describe('the sidebar titles', () => {
  it.each(storyFileKeys())('$file names a key of screenTitles.ts', ({ key }) => {
    expect(isScreenKey(key), `title '${key}'`).toBe(true);
  });

  it('turns a key into its screen path', () => {
    expect(screenTitleOf('goLive', 'GoLivePanel.stories.tsx')).toBe('Site page/Go live');
  });

  it('refuses an unknown key, naming the file', () => {
    expect(() => screenTitleOf('goLive/GoLivePanel', 'GoLivePanel.stories.tsx')).toThrow(
      "GoLivePanel.stories.tsx: title 'goLive/GoLivePanel' is not a key of src/stories/screenTitles.ts",
    );
  });

  it('gives no two keys the same sidebar path', () => {
    const paths = Object.values(screenTitles);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
