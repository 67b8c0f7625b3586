import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { createSiteChangesStub } from '../../src/testing/siteChangesStub';
import { renderView } from '../../src/testing/ViewWiring';
import { RevisionsView } from '../../src/views/revisions/RevisionsView';
import type { Revision } from '../../domain/api/revisions.schema';
import { showsFixedCheckbox, showsVerifiedCheckbox } from '../../domain/revisions/revisionRules';
import type { Role } from '../../domain/roles';
import type { Viewer } from '../../domain/viewer';
import type { RevisionsActors } from './revisions.actors';
import { revisionMachine } from './revision.machine';
import { revisionsMachine, type RevisionDraft } from './revisions.machine';

const fhid = 7;
const siteLabel = 'Final QA';
const authorId = 11;

const revisionBy = (role: Role, overrides: Partial<Revision> = {}): Revision => ({
  id: 1,
  issue: 'The logo is blurry on mobile',
  severity: 'High',
  status: 'Final QA',
  fixed: false,
  // part 2 §7: care's revisions start unverified, everyone else's verified
  verified: role !== 'care',
  user_id: authorId,
  user_name: `A ${role}`,
  user_image: null,
  created_at: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

const actorIds = ['loadRevisions', 'createRevision', 'markFixed', 'markVerified', 'updateRevision', 'deleteRevision'] as const;
type ControlledActors = ReturnType<typeof createControlledActors<(typeof actorIds)[number]>> & {
  changes: ReturnType<typeof createSiteChangesStub>;
};

/** The tab for this viewer, its actors waiting until the test settles each call. */
const renderTab = (viewer: Viewer): ControlledActors => {
  const stubs = createControlledActors(actorIds);
  const changes = createSiteChangesStub();
  const actors: RevisionsActors = {
    siteChanges: changes.actor,
    loadRevisions: stubs.actor('loadRevisions'),
    createRevision: stubs.actor('createRevision'),
    markFixed: stubs.actor('markFixed'),
    markVerified: stubs.actor('markVerified'),
    updateRevision: stubs.actor('updateRevision'),
    deleteRevision: stubs.actor('deleteRevision'),
  };
  renderView(<RevisionsView fhid={fhid} siteLabel={siteLabel} />, { actors: { revisions: actors }, viewer });
  return { ...stubs, changes };
};

/** Settles the oldest open call of an actor the way a path's done/error event says, once the call is made. */
const settle = async (stubs: ControlledActors, event: AnyEventObject) => {
  // The background re-read is loadRevisions under another invoke id.
  const settled = { ...event, type: event.type.replace('reloadRevisions', 'loadRevisions') };
  const id = settled.type.split('.')[3] as (typeof actorIds)[number];
  await waitFor(() => expect(stubs.waiting(id)).toBe(true));
  stubs.settle(settled);
};

// The toast store is global: every test starts without toasts.
beforeEach(() => notifications.clean());

const toastCount = (message: string) => screen.queryAllByText(message).length;

/** Part 2 §8's failure toasts. */
const updateFailed = 'Error updating site revision';
const deleteFailed = 'Error deleting site revision';

/** An actor failure adds exactly one toast with the message of part 2 §8. */
const expectOneMoreToast = async (message: string, before: number) => waitFor(() => expect(toastCount(message)).toBe(before + 1));

const failure = new Error('offline');

// --- One revision: created -> fixed -> verified, per role and per author role ---

type ItemSnapshot = SnapshotFrom<typeof revisionMachine>;

/** Every flag pair a colleague may leave (care verifies before the fix, too). */
const colleagueFlags = [
  { fixed: false, verified: false },
  { fixed: false, verified: true },
  { fixed: true, verified: false },
  { fixed: true, verified: true },
];

const itemEvents = (snapshot: ItemSnapshot): AnyEventObject[] => {
  const answered = { ...snapshot.context.revision, ...(snapshot.context.pending ?? {}) };
  return [
    // a colleague's change, brought by the list's live re-read
    ...colleagueFlags.map((flags) => ({ type: 'REVISION_CHANGED', revision: { ...snapshot.context.revision, ...flags } })),
    { type: 'MARK_FIXED' },
    { type: 'UNMARK_FIXED' },
    { type: 'VERIFY' },
    { type: 'UNVERIFY' },
    { type: 'xstate.done.actor.markFixed', output: answered },
    { type: 'xstate.error.actor.markFixed', error: failure },
    { type: 'xstate.done.actor.markVerified', output: answered },
    { type: 'xstate.error.actor.markVerified', error: failure },
  ];
};

/** The label each lifecycle state shows (part 2 §4), written out here rather than read from the domain. */
const lifecycleLabels = { created: 'Waiting for designer', fixed: 'Waiting for verification', verified: 'Completed' } as const;

const assertItemScreen = async (snapshot: ItemSnapshot, role: Role) => {
  const item = screen.getByTestId('revision-1');
  const flags = snapshot.context.revision;
  const saving = snapshot.matches('savingFixed') || snapshot.matches('savingVerified');
  for (const [state, label] of Object.entries(lifecycleLabels)) {
    if (snapshot.matches(state as keyof typeof lifecycleLabels))
      await waitFor(() => expect(within(item).getByText(label)).toBeInTheDocument());
  }
  if (saving) expect(within(item).getByLabelText('Saving revision')).toBeInTheDocument();
  else await waitFor(() => expect(within(item).queryByLabelText('Saving revision')).toBeNull());

  const fixedBox = within(item).queryByRole('checkbox', { name: 'Fixed' });
  expect(fixedBox !== null).toBe(showsFixedCheckbox(role));
  if (fixedBox) {
    expect((fixedBox as HTMLInputElement).checked).toBe(flags.fixed);
    expect((fixedBox as HTMLInputElement).disabled).toBe(saving);
  }
  const verifiedBox = within(item).queryByRole('checkbox', { name: 'Verified' });
  expect(verifiedBox !== null).toBe(showsVerifiedCheckbox(role, flags));
  if (verifiedBox) expect((verifiedBox as HTMLInputElement).checked).toBe(flags.verified);

  const failed = (['created', 'fixed', 'verified'] as const).some((state) => snapshot.matches({ [state]: 'failed' }));
  if (failed) expect(toastCount(updateFailed)).toBeGreaterThan(0);
};

const doItemEvent = async (user: UserEvent, stubs: ControlledActors, event: AnyEventObject) => {
  if (event.type === 'xstate.init') return;
  const item = screen.getByTestId('revision-1');
  if (event.type === 'REVISION_CHANGED') {
    act(() => stubs.changes.emit([fhid]));
    await settle(stubs, { type: 'xstate.done.actor.reloadRevisions', output: [event.revision] });
  } else if (event.type === 'MARK_FIXED' || event.type === 'UNMARK_FIXED')
    await user.click(within(item).getByRole('checkbox', { name: 'Fixed' }));
  else if (event.type === 'VERIFY' || event.type === 'UNVERIFY') await user.click(within(item).getByRole('checkbox', { name: 'Verified' }));
  else if (isActorEvent(event)) {
    if (event.type === 'xstate.done.actor.markFixed') {
      // The machine asked the server for exactly what the path's answer holds.
      await waitFor(() =>
        expect(stubs.pending.markFixed[0]?.input).toMatchObject({
          issueId: 1,
          fhid,
          fixed: event.output.fixed,
          verified: event.output.verified,
        }),
      );
    }
    await settle(stubs, event);
  } else throw new Error(`No UI for ${event.type}`);
};

const itemScenarios: { role: Role; author: Role }[] = (['admin', 'designer', 'care', 'ae'] as const).flatMap((role) =>
  (['care', 'ae'] as const).map((author) => ({ role, author })),
);

const itemInput = (role: Role, author: Role) => ({ revision: revisionBy(author), fhid, viewerRole: role });
const itemPaths = (role: Role, author: Role) =>
  getShortestPaths(revisionMachine, { input: itemInput(role, author), events: itemEvents as never });
/** The states the viewer's own clicks reach, without a colleague's change. */
const ownItemPaths = (role: Role, author: Role) =>
  getShortestPaths(revisionMachine, {
    input: itemInput(role, author),
    events: itemEvents as never,
    filterEvents: (_, event) => event.type !== 'REVISION_CHANGED',
  });

describe('revision lifecycle, replayed through RevisionsView', () => {
  it('replays a path through every state node of the machine', () => {
    const replayed = itemScenarios.flatMap(({ role, author }) => coveringTransitions(itemPaths(role, author)));
    expect(coveredLeafStateIds(replayed)).toEqual(leafStateIds(revisionMachine));
  });

  for (const { role, author } of itemScenarios) {
    const viewer: Viewer = { id: 99, role, name: 'Vic Viewer' };
    const input = itemInput(role, author);
    const allPaths = itemPaths(role, author);
    // The fewest paths that walk every transition (decision 0585).
    const paths = coveringTransitions(allPaths);

    it(`${role} viewing a revision logged by ${author} reaches the expected states`, () => {
      const ownPaths = ownItemPaths(role, author);
      const values = new Set(ownPaths.map((p) => JSON.stringify(p.state.value)));
      // a colleague's change shows in every lifecycle state, whoever views it
      const byColleague = new Set(
        allPaths.filter((p) => p.steps.at(-1)?.event.type === 'REVISION_CHANGED').map((p) => JSON.stringify(p.state.value)),
      );
      for (const state of ['created', 'fixed', 'verified']) expect([...byColleague].some((value) => value.includes(state))).toBe(true);
      if (role === 'ae') expect([...values]).toEqual([JSON.stringify({ created: 'idle' })]);
      if (role === 'care' || role === 'admin') expect(values).toContain(JSON.stringify({ verified: 'idle' }));
      if (role === 'designer' && author === 'care') {
        // the designer's fix waits for QA; the designer can never complete care's revision
        expect(values).toContain(JSON.stringify({ fixed: 'idle' }));
        expect(values).not.toContain(JSON.stringify({ verified: 'idle' }));
      }
      if (role === 'care') {
        // care's fix verifies at once: 'fixed but unverified' only arises from care unverifying
        const viaFix = ownPaths.find((p) => JSON.stringify(p.state.value) === JSON.stringify({ verified: 'idle' }));
        expect(viaFix?.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'MARK_FIXED', 'xstate.done.actor.markFixed']);
      }
    });

    for (const path of paths) {
      const description = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' -> ');
      it(`${role} / ${author}'s revision: ${description}`, async () => {
        const stubs = renderTab(viewer);
        const user = userEvent.setup({ delay: null });
        await settle(stubs, { type: 'xstate.done.actor.loadRevisions', output: [input.revision] });
        await screen.findByTestId('revision-1');
        for (const step of path.steps) {
          const toastsBefore = toastCount(updateFailed);
          await doItemEvent(user, stubs, step.event);
          if (step.event.type.startsWith('xstate.error.actor.')) await expectOneMoreToast(updateFailed, toastsBefore);
          await assertItemScreen(step.state, role);
        }
        await assertItemScreen(path.state, role);
      });
    }
  }
});

describe("a colleague's change heard while a revision is saved", () => {
  it("leaves the save's answer to decide", async () => {
    const stubs = renderTab({ id: 99, role: 'designer', name: 'Vic Viewer' });
    const user = userEvent.setup({ delay: null });
    const revision = revisionBy('ae');
    await settle(stubs, { type: 'xstate.done.actor.loadRevisions', output: [revision] });
    const item = within(await screen.findByTestId('revision-1'));
    await user.click(item.getByRole('checkbox', { name: 'Fixed' }));
    act(() => stubs.changes.emit([fhid]));
    await settle(stubs, { type: 'xstate.done.actor.reloadRevisions', output: [{ ...revision, fixed: true, verified: false }] });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Revisions', hidden: true })).toHaveAttribute('aria-busy', 'false'));
    expect(item.getByLabelText('Saving revision')).toBeInTheDocument();
    expect(item.getByText('Waiting for designer')).toBeInTheDocument();
    await settle(stubs, { type: 'xstate.done.actor.markFixed', output: { ...revision, fixed: true, verified: true } });
    expect(await item.findByText('Completed')).toBeInTheDocument();
    expect(item.getByRole('checkbox', { name: 'Fixed' })).toBeChecked();
  });
});

// --- The tab: loading, list or empty, the add form, the edit and delete dialogs ---

type ListSnapshot = SnapshotFrom<typeof revisionsMachine>;
const newIssue = 'Broken link';
/** What a colleague logged meanwhile: the live re-read brings it. */
const colleagueRevision = revisionBy('ae', { id: 9, issue: 'Footer overlaps on tablets' });
const editedIssue = 'Fixed typo';

const hasText = (draft: RevisionDraft) => draft.issue.trim() !== '';

const listEvents = (snapshot: ListSnapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const first = context.revisions[0];
  const target = context.target;
  return [
    { type: 'RETRY' },
    { type: 'CHANGE_DRAFT', draft: { issue: newIssue } },
    { type: 'SUBMIT' },
    ...(first
      ? [
          { type: 'OPEN_EDIT', revisionId: first.id },
          { type: 'ASK_DELETE', revisionId: first.id },
        ]
      : []),
    { type: 'CHANGE_EDIT_DRAFT', draft: { issue: '' } },
    { type: 'CHANGE_EDIT_DRAFT', draft: { issue: editedIssue } },
    { type: 'SAVE_EDIT' },
    { type: 'CLOSE_EDIT' },
    { type: 'CONFIRM_DELETE' },
    { type: 'CANCEL_DELETE' },
    { type: 'xstate.done.actor.loadRevisions', output: [] },
    { type: 'xstate.done.actor.loadRevisions', output: [revisionBy('admin')] },
    { type: 'xstate.error.actor.loadRevisions', error: failure },
    {
      type: 'xstate.done.actor.createRevision',
      output: { ...revisionBy('admin'), ...context.draft, id: 100 + context.revisions.length, user_id: context.viewer.id },
    },
    { type: 'xstate.error.actor.createRevision', error: failure },
    ...(target
      ? [
          { type: 'xstate.done.actor.updateRevision', output: { ...target, ...context.editDraft } },
          { type: 'xstate.done.actor.deleteRevision', output: { id: target.id } },
        ]
      : []),
    { type: 'xstate.error.actor.updateRevision', error: failure },
    { type: 'xstate.error.actor.deleteRevision', error: failure },
    // a colleague's revision, heard live, and the background re-read it starts
    { type: 'SITES_CHANGED', ids: [fhid] },
    { type: 'xstate.done.actor.reloadRevisions', output: [colleagueRevision, ...context.revisions] },
    { type: 'xstate.error.actor.reloadRevisions', error: failure },
  ];
};

/** States differ by where the machine is and whether the drafts hold text; the list's length shows in the value. */
const formEvents = ['CHANGE_DRAFT', 'SUBMIT', 'xstate.done.actor.createRevision', 'xstate.error.actor.createRevision'];

/**
 * The form and the dialogs are parallel regions that never touch each other's state, so the
 * traversal explores the form on the empty list and the dialogs on a list with a revision: every
 * state of each region is reached without the product of the two, and the list stays bounded.
 */
const formOnEmptyListDialogsOnFullList = (snapshot: ListSnapshot, event: AnyEventObject) => {
  if (!snapshot.matches('loaded')) return true;
  // The live re-read runs beside the others; it is explored from the untouched list only, once.
  const untouched =
    snapshot.matches({ loaded: { form: 'idle', dialog: 'closed' } }) &&
    !hasText(snapshot.context.draft) &&
    !snapshot.context.revisions.some((revision) => revision.id === colleagueRevision.id);
  if (event.type === 'SITES_CHANGED') return untouched;
  if (event.type.endsWith('reloadRevisions')) return snapshot.matches({ loaded: { sync: 'rereading' } });
  if (snapshot.matches({ loaded: { sync: 'rereading' } })) return false;
  return formEvents.includes(event.type) === (snapshot.context.revisions.length === 0);
};

/** A state is where the machine is, whether the drafts hold text, and which revisions are listed (events name them). */
const serializeListState = (snapshot: ListSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    draft: hasText(snapshot.context.draft),
    editDraft: hasText(snapshot.context.editDraft),
    ids: snapshot.context.revisions.map((r) => r.id),
  });

const addForm = () => screen.getByRole('form', { name: 'Log a revision' });

const assertListScreen = async (snapshot: ListSnapshot) => {
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading revisions')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('loadFailed')) {
    expect(await screen.findByText('Error loading site revisions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  const { context } = snapshot;
  if (snapshot.matches({ loaded: { list: 'empty' } })) expect(await screen.findByText('No revisions logged')).toBeInTheDocument();
  else {
    await waitFor(() => expect(screen.queryAllByTestId(/^revision-\d+$/)).toHaveLength(context.revisions.length));
    expect(screen.getByRole('group', { name: 'Revisions', hidden: true })).toHaveAttribute(
      'aria-busy',
      String(snapshot.matches({ loaded: { sync: 'rereading' } })),
    );
    expect(screen.queryByText('No revisions logged')).toBeNull();
    for (const revision of context.revisions)
      expect(within(screen.getByTestId(`revision-${revision.id}`)).getByText(revision.issue)).toBeInTheDocument();
  }

  const form = addForm();
  expect(within(form).getByRole('textbox', { name: 'Issue' })).toHaveValue(context.draft.issue);
  const logButton = within(form).getByRole('button', { name: 'Log revision' });
  if (snapshot.matches({ loaded: { form: 'submitting' } })) expect(logButton).toHaveAttribute('data-loading');
  else expect(logButton).not.toHaveAttribute('data-loading');
  if (snapshot.matches({ loaded: { form: 'failed' } })) expect(toastCount(updateFailed)).toBeGreaterThan(0);

  const editing = snapshot.matches({ loaded: { dialog: 'editing' } }) || snapshot.matches({ loaded: { dialog: 'savingEdit' } });
  const confirming = snapshot.matches({ loaded: { dialog: 'confirmingDelete' } }) || snapshot.matches({ loaded: { dialog: 'deleting' } });
  if (editing) {
    const dialog = await screen.findByRole('dialog', { name: 'Edit revision' });
    expect(within(dialog).getByRole('textbox', { name: 'Issue' })).toHaveValue(context.editDraft.issue);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    if (snapshot.matches({ loaded: { dialog: 'savingEdit' } })) expect(save).toHaveAttribute('data-loading');
    else expect(save).not.toHaveAttribute('data-loading');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit revision' })).toBeNull());
  if (confirming) {
    const dialog = await screen.findByRole('dialog', { name: 'Delete revision' });
    expect(within(dialog).getByText('Delete this revision? This cannot be undone.')).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    if (snapshot.matches({ loaded: { dialog: 'deleting' } })) {
      expect(remove).toHaveAttribute('data-loading');
      expect(cancel).toBeDisabled();
    } else {
      expect(remove).not.toHaveAttribute('data-loading');
      expect(cancel).toBeEnabled();
    }
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete revision' })).toBeNull());
};

// One change event, not a keystroke each: the machine takes the field's whole value either way.
const typeInto = (box: HTMLElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
};

const doListEvent = async (user: UserEvent, stubs: ControlledActors, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'CHANGE_DRAFT':
      return typeInto(within(addForm()).getByRole('textbox', { name: 'Issue' }), event.draft.issue);
    case 'SUBMIT':
      return user.click(within(addForm()).getByRole('button', { name: 'Log revision' }));
    case 'OPEN_EDIT':
      return user.click(within(screen.getByTestId(`revision-${event.revisionId}`)).getByRole('button', { name: 'Edit' }));
    case 'ASK_DELETE':
      return user.click(within(screen.getByTestId(`revision-${event.revisionId}`)).getByRole('button', { name: 'Delete' }));
    case 'CHANGE_EDIT_DRAFT':
      return typeInto(
        within(screen.getByRole('dialog', { name: 'Edit revision' })).getByRole('textbox', { name: 'Issue' }),
        event.draft.issue,
      );
    case 'SAVE_EDIT':
      return user.click(within(screen.getByRole('dialog', { name: 'Edit revision' })).getByRole('button', { name: 'Save' }));
    case 'CLOSE_EDIT':
      return user.click(within(screen.getByRole('dialog', { name: 'Edit revision' })).getByRole('button', { name: 'Cancel' }));
    case 'CONFIRM_DELETE':
      return user.click(within(screen.getByRole('dialog', { name: 'Delete revision' })).getByRole('button', { name: 'Delete' }));
    case 'CANCEL_DELETE':
      return user.click(within(screen.getByRole('dialog', { name: 'Delete revision' })).getByRole('button', { name: 'Cancel' }));
    case 'SITES_CHANGED':
      return act(() => stubs.changes.emit(event.ids as number[]));
    default:
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      return settle(stubs, event);
  }
};

const replayListPath = async (viewer: Viewer, path: { steps: { event: AnyEventObject; state: ListSnapshot }[]; state: ListSnapshot }) => {
  const stubs = renderTab(viewer);
  const user = userEvent.setup({ delay: null });
  await assertListScreen(path.steps[0]?.state ?? path.state);
  for (const step of path.steps) {
    const message = step.event.type === 'xstate.error.actor.deleteRevision' ? deleteFailed : updateFailed;
    const toastsBefore = toastCount(message);
    await doListEvent(user, stubs, step.event);
    // loading failures show in the page, every other failure as a toast
    if (
      step.event.type.startsWith('xstate.error.actor.') &&
      !step.event.type.endsWith('loadRevisions') &&
      !step.event.type.endsWith('reloadRevisions')
    ) {
      await expectOneMoreToast(message, toastsBefore);
    }
    await assertListScreen(step.state);
  }
  return stubs;
};

describe('revisions tab, replayed through RevisionsView', () => {
  const author: Viewer = { id: authorId, role: 'designer', name: 'Dana Designer' };
  const input = { fhid, viewer: author, siteLabel };
  const allPaths = getShortestPaths(revisionsMachine, {
    input,
    events: listEvents as never,
    serializeState: serializeListState,
    filterEvents: formOnEmptyListDialogsOnFullList,
  });
  // The fewest paths that walk every transition (decision 0585).
  const paths = coveringTransitions(allPaths);

  it('replays a path through every state node of the tab machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(revisionsMachine));
  });

  it('reaches every state of the tab', () => {
    const values = new Set(allPaths.map((p) => JSON.stringify(p.state.value)));
    expect(values).toContain(JSON.stringify('loadFailed'));
    for (const dialog of ['closed', 'editing', 'savingEdit', 'confirmingDelete', 'deleting']) {
      expect([...values].some((v) => v.includes(`"dialog":"${dialog}"`))).toBe(true);
    }
    for (const form of ['idle', 'submitting', 'failed']) expect([...values].some((v) => v.includes(`"form":"${form}"`))).toBe(true);
  });

  for (const path of paths) {
    const description = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' -> ');
    it(`author: ${description}`, async () => {
      await replayListPath(author, path);
    });
  }

  const stranger: Viewer = { id: 500, role: 'designer', name: 'Sam Stranger' };
  const strangerPaths = getSimplePaths(revisionsMachine, {
    input: { fhid, viewer: stranger, siteLabel },
    events: listEvents as never,
    serializeState: serializeListState,
    filterEvents: formOnEmptyListDialogsOnFullList,
  });

  it('offers no edit or delete of a revision by someone else to a non-admin', async () => {
    // the guards never open a dialog on the revision someone else logged (their own, id 100, they may edit)
    expect(strangerPaths.some((p) => p.state.matches({ loaded: { list: 'showing' } }))).toBe(true);
    expect(strangerPaths.some((p) => p.state.context.target?.id === 100)).toBe(true);
    expect(strangerPaths.every((p) => p.state.context.target?.id !== 1)).toBe(true);
    const withRevision = strangerPaths.find(
      (p) => p.state.matches({ loaded: { list: 'showing' } }) && p.state.context.revisions[0]?.id === 1,
    );
    await replayListPath(stranger, withRevision as never);
    const item = screen.getByTestId('revision-1');
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('ignores a submit with empty text and a second submit while one runs (part 2 §5)', async () => {
    const stubs = renderTab(author);
    const user = userEvent.setup({ delay: null });
    await settle(stubs, { type: 'xstate.done.actor.loadRevisions', output: [] });
    const form = await screen.findByRole('form', { name: 'Log a revision' });
    await user.type(within(form).getByRole('textbox', { name: 'Issue' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Log revision' }));
    expect(stubs.calls.createRevision).toHaveLength(0);
    typeInto(within(form).getByRole('textbox', { name: 'Issue' }), newIssue);
    await user.click(within(form).getByRole('button', { name: 'Log revision' }));
    await user.click(within(form).getByRole('button', { name: 'Log revision' }));
    // a designer logs as Client Request, verified (part 2 §7)
    expect(stubs.calls.createRevision).toEqual([
      { fhid, issue: newIssue, severity: 'Low', status: 'Client Request', verified: true, mentions: [] },
    ]);
  });

  it('offers a launch specialist by name after @ in the Issue box and sends their id (issue 34, decision 0554)', async () => {
    const stubs = renderTab(author);
    const user = userEvent.setup({ delay: null });
    await settle(stubs, { type: 'xstate.done.actor.loadRevisions', output: [] });
    const form = await screen.findByRole('form', { name: 'Log a revision' });
    const box = within(form).getByRole('textbox', { name: 'Issue' });
    await user.type(box, 'Domain not pointed @lena');
    const offered = await screen.findByRole('listbox', { name: 'People to mention' });
    // Each option: the name, then the role.
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => Array.from(option.children, (line) => line.textContent)),
    ).toEqual([['Lena Launch', 'Launch Specialist']]);
    await user.click(within(offered).getByRole('option', { name: /Lena Launch/ }));
    expect(box).toHaveValue('Domain not pointed @Lena Launch ');
    await user.click(within(form).getByRole('button', { name: 'Log revision' }));
    expect(stubs.calls.createRevision).toEqual([
      { fhid, issue: 'Domain not pointed @Lena Launch', severity: 'Low', status: 'Client Request', verified: true, mentions: [71] },
    ]);
  });

  it("offers admin and care every status, defaulting to the site's QA label", async () => {
    const stubs = renderTab({ id: 1, role: 'care', name: 'Casey Care' });
    const user = userEvent.setup({ delay: null });
    await settle(stubs, { type: 'xstate.done.actor.loadRevisions', output: [] });
    const form = await screen.findByRole('form', { name: 'Log a revision' });
    typeInto(within(form).getByRole('textbox', { name: 'Issue' }), newIssue);
    await user.click(within(form).getByRole('button', { name: 'Log revision' }));
    expect(stubs.calls.createRevision).toEqual([
      { fhid, issue: newIssue, severity: 'Low', status: 'Final QA', verified: false, mentions: [] },
    ]);
  });
});
