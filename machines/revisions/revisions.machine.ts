import { assertEvent, assign, setup } from 'xstate';
import { type Mentionable, mentionedIn } from '../../domain/inbox/mentions';
import type { Revision } from '../../domain/api/revisions.schema';
import {
  defaultRevisionSeverity,
  defaultRevisionStatus,
  initialRevisionVerified,
  mayDeleteRevision,
  mayEditRevision,
  type RevisionSeverity,
  type RevisionStatus,
  type RevisionViewer,
} from '../../domain/revisions/revisionRules';
import { findById, replaceById, withoutId } from '../shared/listById';
import { notify } from '../shared/notice';
import { revisionsNotices, unprovidedRevisionsActors } from './revisions.actors';
import { liveRereading } from '../shared/liveRereading';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { readFailedTag } from '../shared/readFailed';

/** What the add form and the edit modal hold. */
/** `mentions`: the people picked in the `@` box of a new revision (issue 34); those still named in the text are sent. */
export type RevisionDraft = { issue: string; severity: RevisionSeverity; status: RevisionStatus; mentions: Mentionable[] };

type RevisionsContext = {
  fhid: number;
  viewer: RevisionViewer;
  siteLabel: string;
  revisions: Revision[];
  draft: RevisionDraft;
  /** The revision the edit modal or the delete confirmation is about. */
  target: Revision | null;
  editDraft: RevisionDraft;
};

type RevisionsEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE_DRAFT'; draft: Partial<RevisionDraft> }
  | { type: 'SUBMIT' }
  | { type: 'OPEN_EDIT'; revisionId: number }
  | { type: 'CHANGE_EDIT_DRAFT'; draft: Partial<RevisionDraft> }
  | { type: 'SAVE_EDIT' }
  | { type: 'CLOSE_EDIT' }
  | { type: 'ASK_DELETE'; revisionId: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | SitesChangedEvent;

type RevisionsInput = { fhid: number; viewer: RevisionViewer; siteLabel: string };

const emptyDraft = (viewer: RevisionViewer, siteLabel: string): RevisionDraft => ({
  issue: '',
  severity: defaultRevisionSeverity,
  status: defaultRevisionStatus(viewer.role, siteLabel),
  mentions: [],
});

const findRevision = (context: RevisionsContext, revisionId: number): Revision | undefined => findById(context.revisions, revisionId);

const hasText = (draft: RevisionDraft): boolean => draft.issue.trim() !== '';

/**
 * The Revisions tab (part 2 §2.2): loading -> loaded (the list, or 'No revisions logged' when empty)
 * or loadFailed (retry). Once loaded, the add form (idle -> submitting -> idle, or failed) and the
 * dialogs (edit modal, delete confirmation) run side by side. A submit is ignored when the text is
 * empty or while one runs (part 2 §5). Calls go through injected actors and failures ask for part 2
 * §8's toasts through the injected `notify` action; no I/O here.
 */
export const revisionsMachine = setup({
  types: {
    context: {} as RevisionsContext,
    events: {} as RevisionsEvent,
    input: {} as RevisionsInput,
  },
  actors: {
    loadRevisions: unprovidedRevisionsActors.loadRevisions,
    createRevision: unprovidedRevisionsActors.createRevision,
    updateRevision: unprovidedRevisionsActors.updateRevision,
    deleteRevision: unprovidedRevisionsActors.deleteRevision,
    siteChanges: unprovidedRevisionsActors.siteChanges,
  },
  actions: {
    notify,
    showRevisions: assign({ revisions: (_, revisions: Revision[]) => revisions }),
  },
  guards: {
    hasRevisions: ({ context }) => context.revisions.length > 0,
    hasNoRevisions: ({ context }) => context.revisions.length === 0,
    draftHasText: ({ context }) => hasText(context.draft),
    editDraftHasText: ({ context }) => hasText(context.editDraft),
    mayEdit: ({ context, event }) => {
      assertEvent(event, 'OPEN_EDIT');
      const revision = findRevision(context, event.revisionId);
      return revision !== undefined && mayEditRevision(context.viewer, revision.user_id);
    },
    mayDelete: ({ context, event }) => {
      assertEvent(event, 'ASK_DELETE');
      const revision = findRevision(context, event.revisionId);
      return revision !== undefined && mayDeleteRevision(context.viewer, revision.user_id);
    },
  },
}).createMachine({
  id: 'revisions',
  context: ({ input }) => ({
    ...input,
    revisions: [],
    draft: emptyDraft(input.viewer, input.siteLabel),
    target: null,
    editDraft: emptyDraft(input.viewer, input.siteLabel),
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRevisions',
        src: 'loadRevisions',
        input: ({ context }) => ({ fhid: context.fhid }),
        onDone: { target: 'loaded', actions: { type: 'showRevisions', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: readFailedTag,
      on: { RETRY: 'loading' },
    },
    loaded: {
      type: 'parallel',
      states: {
        // Beside the others: a colleague's change, heard live, re-reads the list in the background.
        sync: liveRereading({
          actors: unprovidedRevisionsActors,
          siteIds: (context: RevisionsContext) => [context.fhid],
          reread: { id: 'reloadRevisions', src: 'loadRevisions', input: ({ context }) => ({ fhid: context.fhid }) },
          show: 'showRevisions',
        }),
        list: {
          initial: 'empty',
          states: {
            empty: { always: { guard: 'hasRevisions', target: 'showing' } },
            showing: { always: { guard: 'hasNoRevisions', target: 'empty' } },
          },
        },
        form: {
          initial: 'idle',
          on: { CHANGE_DRAFT: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.draft }) }) } },
          states: {
            idle: { on: { SUBMIT: { guard: 'draftHasText', target: 'submitting' } } },
            failed: { on: { SUBMIT: { guard: 'draftHasText', target: 'submitting' } } },
            submitting: {
              // Typing goes on while the call runs; a second submit is ignored (no SUBMIT here).
              invoke: {
                id: 'createRevision',
                src: 'createRevision',
                input: ({ context }) => ({
                  fhid: context.fhid,
                  issue: context.draft.issue.trim(),
                  severity: context.draft.severity,
                  status: context.draft.status,
                  mentions: mentionedIn(context.draft.issue, context.draft.mentions),
                  verified: initialRevisionVerified(context.viewer.role),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      revisions: ({ context, event }) => [...context.revisions, event.output],
                      draft: ({ context }) => emptyDraft(context.viewer, context.siteLabel),
                    }),
                    { type: 'notify', params: revisionsNotices.logged },
                  ],
                },
                onError: { target: 'failed', actions: { type: 'notify', params: revisionsNotices.updateFailed } },
              },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                OPEN_EDIT: {
                  guard: 'mayEdit',
                  target: 'editing',
                  actions: assign(({ context, event }) => {
                    const revision = findRevision(context, event.revisionId) ?? null;
                    return {
                      target: revision,
                      editDraft: revision
                        ? { issue: revision.issue, severity: revision.severity, status: revision.status, mentions: [] }
                        : context.editDraft,
                    };
                  }),
                },
                ASK_DELETE: {
                  guard: 'mayDelete',
                  target: 'confirmingDelete',
                  actions: assign({ target: ({ context, event }) => findRevision(context, event.revisionId) ?? null }),
                },
              },
            },
            editing: {
              on: {
                CHANGE_EDIT_DRAFT: { actions: assign({ editDraft: ({ context, event }) => ({ ...context.editDraft, ...event.draft }) }) },
                SAVE_EDIT: { guard: 'editDraftHasText', target: 'savingEdit' },
                CLOSE_EDIT: { target: 'closed', actions: assign({ target: null }) },
              },
            },
            savingEdit: {
              invoke: {
                id: 'updateRevision',
                src: 'updateRevision',
                input: ({ context }) => ({
                  issueId: context.target?.id ?? 0,
                  issue: context.editDraft.issue.trim(),
                  severity: context.editDraft.severity,
                  status: context.editDraft.status,
                }),
                onDone: {
                  target: 'closed',
                  actions: [
                    assign({
                      revisions: ({ context, event }) => replaceById(context.revisions, event.output),
                      target: null,
                    }),
                    { type: 'notify', params: revisionsNotices.updated },
                  ],
                },
                // The modal stays open with the text, so nothing typed is lost.
                onError: { target: 'editing', actions: { type: 'notify', params: revisionsNotices.updateFailed } },
              },
            },
            confirmingDelete: {
              on: {
                CONFIRM_DELETE: 'deleting',
                CANCEL_DELETE: { target: 'closed', actions: assign({ target: null }) },
              },
            },
            deleting: {
              invoke: {
                id: 'deleteRevision',
                src: 'deleteRevision',
                input: ({ context }) => ({ issueId: context.target?.id ?? 0 }),
                onDone: {
                  target: 'closed',
                  actions: [
                    assign({
                      revisions: ({ context, event }) => withoutId(context.revisions, event.output.id),
                      target: null,
                    }),
                    { type: 'notify', params: revisionsNotices.deleted },
                  ],
                },
                onError: {
                  target: 'closed',
                  actions: [assign({ target: null }), { type: 'notify', params: revisionsNotices.deleteFailed }],
                },
              },
            },
          },
        },
      },
    },
  },
});
