import { assertEvent, assign, setup } from 'xstate';
import type { Revision } from '../../domain/api/revisions.schema';
import { flagsAfterMarkFixed, mayMarkRevisionFixed, showsVerifiedCheckbox, type RevisionFlags } from '../../domain/revisions/revisionRules';
import type { Role } from '../../domain/roles';
import { notify } from '../shared/notice';
import { revisionsNotices, unprovidedRevisionsActors } from './revisions.actors';

type RevisionContext = {
  revision: Revision;
  fhid: number;
  viewerRole: Role;
  /** The flags being saved, while a save runs. */
  pending: RevisionFlags | null;
  /** The last save failed; the lifecycle state shows its 'failed' child until the next save. */
  lastSaveFailed: boolean;
};

type RevisionEvent =
  | { type: 'MARK_FIXED' }
  | { type: 'UNMARK_FIXED' }
  | { type: 'VERIFY' }
  | { type: 'UNVERIFY' }
  /** The list read the revision again (a colleague's change, heard live): the server's version now. */
  | { type: 'REVISION_CHANGED'; revision: Revision };

type RevisionInput = { revision: Revision; fhid: number; viewerRole: Role };

const flagsOf = (context: RevisionContext): RevisionFlags => ({ fixed: context.revision.fixed, verified: context.revision.verified });

/** Each lifecycle state has the same two children: settled, or showing that the last save failed. */
const requestStates = {
  initial: 'idle',
  states: {
    idle: { always: { guard: 'lastSaveFailed', target: 'failed' } },
    failed: {},
  },
} as const;

/**
 * Each lifecycle state follows the server's newer version of the revision. Mid-save the save's
 * answer, newer still, decides instead.
 */
const followsServer = { REVISION_CHANGED: { target: 'settling', actions: 'takeRevision' } } as const;

/**
 * One revision's lifecycle (part 2 §4): created (label 'Waiting for designer') -> fixed ('Waiting for
 * verification') -> verified ('Completed'), moved by the Fixed and Verified checkboxes. Guards are
 * the role rules of domain/revisions/revisionRules.ts for the viewer's role; care's fix also
 * verifies. Every change is saved through an injected actor (`markFixed`, `markVerified`); the
 * lifecycle follows what the server answered. A failure keeps the old state, marked 'failed', and
 * asks for part 2 §8's toast through the injected `notify` action. A colleague's change, brought by
 * the list's re-read (REVISION_CHANGED), moves a settled revision to what the server now holds. No
 * I/O here.
 */
export const revisionMachine = setup({
  types: {
    context: {} as RevisionContext,
    events: {} as RevisionEvent,
    input: {} as RevisionInput,
  },
  actors: {
    markFixed: unprovidedRevisionsActors.markFixed,
    markVerified: unprovidedRevisionsActors.markVerified,
  },
  actions: {
    notify,
    takeRevision: assign({
      revision: ({ event }) => {
        assertEvent(event, 'REVISION_CHANGED');
        return event.revision;
      },
    }),
    /** Unmarking fixed from fixed or verified: care's unfix also unverifies (part 2 §4). */
    holdUnmarkFixed: assign({ pending: ({ context }) => flagsAfterMarkFixed(context.viewerRole, flagsOf(context), false) }),
  },
  guards: {
    isVerified: ({ context }) => context.revision.fixed && context.revision.verified,
    isFixed: ({ context }) => context.revision.fixed,
    lastSaveFailed: ({ context }) => context.lastSaveFailed,
    mayMarkFixed: ({ context }) => mayMarkRevisionFixed(context.viewerRole),
    mayVerify: ({ context }) => !context.revision.verified && showsVerifiedCheckbox(context.viewerRole, flagsOf(context)),
    mayUnverify: ({ context }) => context.revision.verified && showsVerifiedCheckbox(context.viewerRole, flagsOf(context)),
  },
}).createMachine({
  id: 'revision',
  context: ({ input }) => ({ ...input, pending: null, lastSaveFailed: false }),
  initial: 'settling',
  states: {
    settling: {
      always: [{ guard: 'isVerified', target: 'verified' }, { guard: 'isFixed', target: 'fixed' }, { target: 'created' }],
    },
    created: {
      ...requestStates,
      on: {
        ...followsServer,
        MARK_FIXED: {
          guard: 'mayMarkFixed',
          target: 'savingFixed',
          actions: assign({ pending: ({ context }) => flagsAfterMarkFixed(context.viewerRole, flagsOf(context), true) }),
        },
        // Care may verify before the fix; the revision still waits for the designer (see revisionRules).
        VERIFY: { guard: 'mayVerify', target: 'savingVerified', actions: assign({ pending: () => ({ fixed: false, verified: true }) }) },
        UNVERIFY: {
          guard: 'mayUnverify',
          target: 'savingVerified',
          actions: assign({ pending: () => ({ fixed: false, verified: false }) }),
        },
      },
    },
    fixed: {
      ...requestStates,
      on: {
        ...followsServer,
        UNMARK_FIXED: { guard: 'mayMarkFixed', target: 'savingFixed', actions: 'holdUnmarkFixed' },
        VERIFY: { guard: 'mayVerify', target: 'savingVerified', actions: assign({ pending: () => ({ fixed: true, verified: true }) }) },
      },
    },
    verified: {
      ...requestStates,
      on: {
        ...followsServer,
        UNMARK_FIXED: { guard: 'mayMarkFixed', target: 'savingFixed', actions: 'holdUnmarkFixed' },
        UNVERIFY: {
          guard: 'mayUnverify',
          target: 'savingVerified',
          actions: assign({ pending: () => ({ fixed: true, verified: false }) }),
        },
      },
    },
    savingFixed: {
      entry: assign({ lastSaveFailed: false }),
      invoke: {
        id: 'markFixed',
        src: 'markFixed',
        input: ({ context }) => ({
          issueId: context.revision.id,
          fhid: context.fhid,
          fixed: context.pending?.fixed ?? context.revision.fixed,
          verified: context.pending?.verified ?? context.revision.verified,
        }),
        onDone: { target: 'settling', actions: assign({ revision: ({ event }) => event.output, pending: null }) },
        onError: {
          target: 'settling',
          actions: [assign({ pending: null, lastSaveFailed: true }), { type: 'notify', params: revisionsNotices.updateFailed }],
        },
      },
    },
    savingVerified: {
      entry: assign({ lastSaveFailed: false }),
      invoke: {
        id: 'markVerified',
        src: 'markVerified',
        input: ({ context }) => ({
          issueId: context.revision.id,
          fhid: context.fhid,
          verified: context.pending?.verified ?? context.revision.verified,
        }),
        onDone: { target: 'settling', actions: assign({ revision: ({ event }) => event.output, pending: null }) },
        onError: {
          target: 'settling',
          actions: [assign({ pending: null, lastSaveFailed: true }), { type: 'notify', params: revisionsNotices.updateFailed }],
        },
      },
    },
  },
});
