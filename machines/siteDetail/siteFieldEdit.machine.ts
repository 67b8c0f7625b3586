import { assign, setup } from 'xstate';
import type { EditableSiteField, SiteFields } from '../../domain/api/siteDetailEdit.schema';
import { type SiteFieldValue, unprovidedSaveSiteField } from './siteDetail.actors';

export type SiteFieldEditContext = {
  siteId: number;
  field: EditableSiteField;
  /** What the server holds; the field shows this outside editing. */
  value: SiteFieldValue;
  /** The pick being edited or saved. */
  draft: SiteFieldValue;
};

export type SiteFieldEditEvent =
  | { type: 'EDIT' }
  | { type: 'CHANGE'; value: SiteFieldValue }
  | { type: 'SAVE' }
  | { type: 'CANCEL' };

export type SiteFieldEditInput = { siteId: number; field: EditableSiteField; value: SiteFieldValue };

/**
 * One Details field edited in place (part 2 §2.1): viewing -> editing -> saving -> saved (success
 * toast, the page re-reads the site) or failed (error toast, the editor stays open with the pick).
 * Saving the value already held closes the editor without a call. The toasts and the refresh are
 * actions the view provides; `saveSiteField` is injected.
 */
export const siteFieldEditMachine = setup({
  types: {
    context: {} as SiteFieldEditContext,
    events: {} as SiteFieldEditEvent,
    input: {} as SiteFieldEditInput,
  },
  actors: { saveSiteField: unprovidedSaveSiteField },
  actions: {
    startDraft: assign({ draft: ({ context }) => context.value }),
    changeDraft: assign({ draft: (_, value: SiteFieldValue) => value }),
    commitDraft: assign({ value: ({ context }) => context.draft }),
    notifySaved: (_, _field: EditableSiteField) => {},
    notifyFailed: (_, _field: EditableSiteField) => {},
    reportSaved: (_, _fields: SiteFields) => {},
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
        CHANGE: { actions: { type: 'changeDraft', params: ({ event }) => event.value } },
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
          actions: [
            'commitDraft',
            { type: 'notifySaved', params: ({ context }) => context.field },
            { type: 'reportSaved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'notifyFailed', params: ({ context }) => context.field } },
      },
    },
    saved: { on: { EDIT: { target: 'editing', actions: 'startDraft' } } },
    failed: {
      on: {
        CHANGE: { actions: { type: 'changeDraft', params: ({ event }) => event.value } },
        SAVE: [{ guard: 'unchanged', target: 'viewing' }, { target: 'saving' }],
        CANCEL: 'viewing',
      },
    },
  },
});
