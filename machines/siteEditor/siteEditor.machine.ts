import { setup } from 'xstate';
import { notify } from '../shared/notice';
import { siteEditorNotices, unprovidedSiteEditorActors } from './siteEditor.actors';

type SiteEditorContext = { siteId: number };

/**
 * Opening a site's editor (the list's Editor button, the detail page's Edit Site; part 1 §8):
 * idle -> opening ('Loading site editor') -> idle with 'Opening site editor!' or 'Unable to load
 * site editor' in its place. A click while opening is ignored. No I/O: `openEditor` and the
 * `notify` action are injected.
 */
export const siteEditorMachine = setup({
  types: {
    context: {} as SiteEditorContext,
    events: {} as { type: 'OPEN' },
    input: {} as SiteEditorContext,
  },
  actors: unprovidedSiteEditorActors,
  actions: { notify },
}).createMachine({
  id: 'siteEditor',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: { on: { OPEN: 'opening' } },
    opening: {
      entry: { type: 'notify', params: ({ context }) => siteEditorNotices.opening(context.siteId) },
      invoke: {
        id: 'openEditor',
        src: 'openEditor',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'idle', actions: { type: 'notify', params: ({ context }) => siteEditorNotices.opened(context.siteId) } },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ context }) => siteEditorNotices.openFailed(context.siteId) } },
      },
    },
  },
});
