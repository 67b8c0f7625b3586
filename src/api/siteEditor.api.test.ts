import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { stubApi } from '../testing/stubApi';
import { siteEditorActors } from './siteEditor.api';

const open = (siteId: number) => toPromise(createActor(siteEditorActors.openEditor, { input: { id: siteId } }).start());

/** The tab the browser opens on click, before the link is known. */
const blankTab = () => ({ location: { href: 'about:blank' }, close: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('siteEditorActors.openEditor', () => {
  it('opens a tab on click and sends it to the single-sign-on link', async () => {
    const api = stubApi({ 'GET /api/sites/9/sso': { body: { url: 'https://editor.example/sso/abc' } } });
    const tab = blankTab();
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await open(9);
    expect(windowOpen).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('https://editor.example/sso/abc');
    expect(api.calls).toEqual(['GET /api/sites/9/sso']);
  });

  it('closes the tab again and fails when the link cannot be made', async () => {
    stubApi({ 'GET /api/sites/9/sso': { status: 502, body: { error: 'Builder unavailable' } } });
    const tab = blankTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(open(9)).rejects.toMatchObject({ name: 'ApiError', status: 502 });
    expect(tab.close).toHaveBeenCalled();
  });
});
