import { assertEvent, assign, setup } from 'xstate';
import type { EditableSiteField } from '../../domain/api/siteDetailEdit.schema';
import { notify } from '../shared/notice';
import { siteDetailNotices, type SiteFieldValue, unprovidedSiteDetailActors } from './siteDetail.actors';

type SiteFieldEditContext = {
  siteId: number;
  field: EditableSiteField;
  /** What the server holds; the field shows this outside editing. */
  value: SiteFieldValue;
  /** The pick being edited or saved. */
  draft: SiteFieldValue;
};

export type SiteFieldEditEvent = { type: 'EDIT' } | { type: 'CHANGE'; value: SiteFieldValue } | { type: 'SAVE' } | { type: 'CANCEL' };

type SiteFieldEditInput = { siteId: number; field: EditableSiteField; value: SiteFieldValue };

/**
 * One Details field edited in place (part 2 §2.1): viewing -> editing -> saving -> saved (success
 * toast; the view tells the page to re-read the site) or failed (error toast, the editor stays open
 * with the pick). Saving the value already held closes the editor without a call. No I/O here:
 * `saveSiteField` and `notify` are injected.
 */
export const siteFieldEditMachine = setup({
  types: {
    context: {} as SiteFieldEditContext,
    events: {} as SiteFieldEditEvent,
    input: {} as SiteFieldEditInput,
  },
  actors: unprovidedSiteDetailActors,
  actions: {
    notify,
    startDraft: assign({ draft: ({ context }) => context.value }),
    changeDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'CHANGE');
        return event.value;
      },
    }),
    commitDraft: assign({ value: ({ context }) => context.draft }),
  },
  guards: {
    unchanged: ({ context }) => context.draft === context.value,
  },
}).createMachine({
  id: 'siteFieldEdit',
  context: ({ input }) => ({ ...input, draft: input.value }),
  initial: 'viewing',
  states: {
    viewing: { on: { EDIT: { target: 'editing', actions: 'startDraft' } } },
    editing: {
      on: {
        CHANGE: { actions: 'changeDraft' },
        SAVE: [{ guard: 'unchanged', target: 'viewing' }, { target: 'saving' }],
        CANCEL: 'viewing',
      },
    },
    saving: {
      invoke: {
        id: 'saveSiteField',
        src: 'saveSiteField',
        input: ({ context }) => ({ siteId: context.siteId, field: context.field, value: context.draft }),
        onDone: {
          target: 'saved',
          actions: ['commitDraft', { type: 'notify', params: ({ context }) => siteDetailNotices.fieldSaved(context.field) }],
        },
        onError: { target: 'failed', actions: { type: 'notify', params: ({ context }) => siteDetailNotices.fieldFailed(context.field) } },
      },
    },
    saved: { on: { EDIT: { target: 'editing', actions: 'startDraft' } } },
    failed: {
      on: {
        CHANGE: { actions: 'changeDraft' },
        SAVE: [{ guard: 'unchanged', target: 'viewing' }, { target: 'saving' }],
        CANCEL: 'viewing',
      },
    },
  },
});
