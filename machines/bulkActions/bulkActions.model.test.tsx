import { notifications } from '@mantine/notifications';
import { Table } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { BulkResult } from '../../domain/api/bulkActions.schema';
import { listScreens } from '../../domain/siteList/listScreens';
import { siteListRequest } from '../../domain/siteList/listSearch';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { adminViewer, renderView } from '../../src/testing/ViewWiring';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { BulkActionsScope } from '../../src/views/bulkActions/BulkActionsScope';
import { BulkBar } from '../../src/views/bulkActions/BulkBar';
import { PageCheckbox, RowCheckbox } from '../../src/views/bulkActions/SelectionCheckboxes';
import type { BulkActionsActors } from './bulkActions.actors';
import { bulkActionsMachine } from './bulkActions.machine';

type Snapshot = SnapshotFrom<typeof bulkActionsMachine>;

const request = siteListRequest(listScreens.allSites, adminViewer, {});
const pageIds = [1, 2, 3];
/** The rows as the list gives them to the scope: Mark Lost applies to In Design. */
const pageSites = pageIds.map((id) => ({ id, name: `Site ${id}`, launcher_label: 'In Design' as const }));
const totalSites = 45;
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const designer = { id: 11, name: 'Dana Designer' };
const overLimit = new ApiError(400, { error: 'Invalid siteIds: siteIds: at most 500 sites a request; select fewer and apply again' });

const outcomesFor = (siteIds: readonly number[]): BulkResult => ({
  outcomes: siteIds.map((siteId) =>
    siteId === 2 ? { siteId, outcome: 'refused', status: 404, reason: 'Site not found' } : { siteId, outcome: 'done', note: null },
  ),
});

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { selection, action, matchingTotal } = snapshot.context;
  const { selected, anchor } = selection;
  const wholePage = pageIds.every((id) => selected.includes(id));
  return [
    ...(selected.length === 0 ? [{ type: 'TOGGLE_ROW', id: 1, range: false, pageIds }] : []),
    ...(anchor === 1 && !selected.includes(3) ? [{ type: 'TOGGLE_ROW', id: 3, range: true, pageIds }] : []),
    { type: 'SET_PAGE', pageIds, selected: !wholePage },
    ...(wholePage && matchingTotal === null && selected.length < totalSites ? [{ type: 'SELECT_MATCHING', total: totalSites }] : []),
    ...(selected.length > 0 ? [{ type: 'CLEAR' }] : []),
    ...(action === null
      ? [
          { type: 'CHOOSE_ACTION', action: { kind: 'event', event: 'MARK_LOST' } },
          { type: 'CHOOSE_ACTION', action: { kind: 'assign', role: 'designer', userId: undefined } },
        ]
      : []),
    ...(action?.kind === 'assign' && action.userId === undefined
      ? [{ type: 'CHOOSE_ACTION', action: { ...action, userId: designer.id } }]
      : []),
    { type: 'APPLY' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'DISMISS' },
    { type: 'xstate.done.actor.loadMatchingIds', output: { ids: ids(totalSites) } },
    { type: 'xstate.error.actor.loadMatchingIds', error: new ApiError(0, { error: 'The server could not be reached' }) },
    { type: 'xstate.done.actor.applyBulkAction', output: outcomesFor(selected) },
    { type: 'xstate.error.actor.applyBulkAction', error: overLimit },
  ];
};

/** Only what the screen offers: the checkboxes and the bar while idle (the bar once a row is selected), Apply when it is enabled. */
const offered = (snapshot: Snapshot, event: AnyEventObject): boolean => {
  const barShown = snapshot.context.selection.selected.length > 0;
  switch (event.type) {
    case 'TOGGLE_ROW':
    case 'SET_PAGE':
      return snapshot.matches('idle');
    case 'SELECT_MATCHING':
    case 'CHOOSE_ACTION':
    case 'CLEAR':
      return snapshot.matches('idle') && barShown;
    case 'APPLY':
      return snapshot.can({ type: 'APPLY' });
    case 'CONFIRM':
    case 'CANCEL':
      return snapshot.matches('confirming');
    case 'DISMISS':
      return snapshot.matches('reported');
    default:
      return true;
  }
};

const serialize = (snapshot: Snapshot) => {
  const { selection, action, matchingTotal, outcomes } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    selected: selection.selected.length,
    anchor: selection.anchor,
    action,
    matchingTotal,
    outcomes: outcomes.length,
  });
};

/** The list around the bar: three rows with their checkboxes, as SiteListTable has them. */
const renderList = () => {
  const stubs = createControlledActors(['loadMatchingIds', 'applyBulkAction'] as const);
  const actors: BulkActionsActors = { loadMatchingIds: stubs.actor('loadMatchingIds'), applyBulkAction: stubs.actor('applyBulkAction') };
  const onApplied = vi.fn();
  renderView(
    <BulkActionsScope request={request} pageSites={pageSites} totalSites={totalSites} onApplied={onApplied}>
      <BulkBar />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <PageCheckbox />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageIds.map((id) => (
            <Table.Tr key={id}>
              <Table.Td>
                <RowCheckbox id={id} name={`Site ${id}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </BulkActionsScope>,
    { actors: { bulkActions: actors } },
  );
  return { stubs, onApplied };
};

const sites = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'site' : 'sites'}`;
const actionTitle = (snapshot: Snapshot) => (snapshot.context.action?.kind === 'assign' ? 'Assign Designer' : 'Mark Lost');

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { selection, action, matchingTotal, outcomes } = snapshot.context;
  const { selected } = selection;
  for (const id of pageIds) {
    const box = screen.getByRole('checkbox', { name: `Select Site ${id}` });
    await waitFor(() => (selected.includes(id) ? expect(box).toBeChecked() : expect(box).not.toBeChecked()));
  }
  const page = screen.getByRole('checkbox', { name: 'Select this page' });
  if (pageIds.every((id) => selected.includes(id))) expect(page).toBeChecked();
  else expect(page).not.toBeChecked();

  if (snapshot.matches('idle') && selected.length === 0) {
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
    return;
  }
  const bar = await screen.findByRole('region', { name: 'Bulk actions' });
  const counted =
    matchingTotal !== null && !snapshot.matches('selectingMatching')
      ? `All ${sites(matchingTotal)} matching selected`
      : `${sites(selected.length)} selected`;
  expect(within(bar).getByText(counted)).toBeInTheDocument();
  const selectAll = within(bar).queryByRole('button', { name: `Select all ${totalSites} matching` });
  if (pageIds.every((id) => selected.includes(id)) && matchingTotal === null && selected.length < totalSites)
    expect(selectAll).toBeInTheDocument();
  else if (snapshot.matches('selectingMatching')) expect(selectAll).toHaveAttribute('data-loading');
  else expect(selectAll).toBeNull();
  expect(within(bar).queryByText(/At most 500 sites/)).toBeNull();
  expect(within(bar).getByRole('combobox', { name: 'Action' })).toHaveValue(action === null ? '' : actionTitle(snapshot));
  if (action?.kind === 'assign')
    expect(within(bar).getByRole('combobox', { name: 'Designer' })).toHaveValue(action.userId === undefined ? '' : designer.name);
  const complete = action !== null && (action.kind === 'event' || action.userId !== undefined);
  const apply = within(bar).getByRole('button', { name: 'Apply' });
  if (snapshot.matches('idle') && complete && selected.length > 0) expect(apply).toBeEnabled();
  else expect(apply).toBeDisabled();

  if (snapshot.matches('confirming') || snapshot.matches('applying')) {
    const dialog = await screen.findByRole('dialog', { name: `${actionTitle(snapshot)} on ${sites(selected.length)}` });
    const confirm = within(dialog).getByRole('button', { name: `Apply to ${sites(selected.length)}` });
    if (snapshot.matches('applying')) expect(confirm).toHaveAttribute('data-loading');
    else expect(confirm).not.toHaveAttribute('data-loading');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: / on \d+ sites?$/ })).toBeNull());

  if (snapshot.matches('reported')) {
    const dialog = await screen.findByRole('dialog', { name: 'Bulk change done' });
    const refused = outcomes.filter((outcome) => outcome.outcome === 'refused').length;
    expect(
      within(dialog).getByText(`Done on ${sites(outcomes.length - refused)}${refused ? `; ${sites(refused)} refused.` : '.'}`),
    ).toBeInTheDocument();
    if (refused) expect(within(dialog).getByRole('list', { name: 'Refused sites' })).toHaveTextContent('Site 2: Site not found');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk change done' })).toBeNull());
};

const pick = async (user: UserEvent, box: string, option: string) => {
  await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('combobox', { name: box }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderList>['stubs'], event: AnyEventObject, before: Snapshot) => {
  const bar = () => within(screen.getByRole('region', { name: 'Bulk actions' }));
  const confirmDialog = () =>
    within(screen.getByRole('dialog', { name: `${actionTitle(before)} on ${sites(before.context.selection.selected.length)}` }));
  switch (event.type) {
    case 'TOGGLE_ROW':
      if (!event.range) return user.click(screen.getByRole('checkbox', { name: `Select Site ${event.id}` }));
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('checkbox', { name: `Select Site ${event.id}` }));
      return user.keyboard('{/Shift}');
    case 'SET_PAGE':
      return user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    case 'SELECT_MATCHING':
      return user.click(bar().getByRole('button', { name: `Select all ${totalSites} matching` }));
    case 'CLEAR':
      return user.click(bar().getByRole('button', { name: 'Clear selection' }));
    case 'CHOOSE_ACTION':
      if (event.action.kind === 'event') return pick(user, 'Action', 'Mark Lost');
      if (event.action.userId === undefined) return pick(user, 'Action', 'Assign Designer');
      return pick(user, 'Designer', designer.name);
    case 'APPLY':
      return user.click(bar().getByRole('button', { name: 'Apply' }));
    case 'CONFIRM':
      return user.click(confirmDialog().getByRole('button', { name: /^Apply to / }));
    case 'CANCEL':
      return user.click(confirmDialog().getByRole('button', { name: 'Cancel' }));
    case 'DISMISS':
      return user.click(within(screen.getByRole('dialog', { name: 'Bulk change done' })).getByRole('button', { name: 'Close' }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadMatchingIds';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

const toastFor = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.error.actor.loadMatchingIds') return 'Unable to select the matching sites';
  if (event.type === 'xstate.error.actor.applyBulkAction')
    return 'Invalid siteIds: siteIds: at most 500 sites a request; select fewer and apply again';
  return null;
};

describe('row selection and a bulk action, replayed through the bulk bar and the row checkboxes', () => {
  const paths = coveringTransitions(
    getShortestPaths(bulkActionsMachine, {
      input: { request },
      events: eventsOf as never,
      serializeState: serialize,
      filterEvents: offered,
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(bulkActionsMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(
      description,
      async () => {
        const user = userEvent.setup({ delay: null });
        const { stubs, onApplied } = renderList();
        let before: Snapshot | undefined;
        for (const step of path.steps) {
          const event = step.event as AnyEventObject;
          const toast = toastFor(event);
          const count = toast ? screen.queryAllByText(toast).length : 0;
          if (before) await doEvent(user, stubs, event, before);
          if (toast) await waitFor(() => expect(screen.queryAllByText(toast)).toHaveLength(count + 1));
          if (event.type === 'xstate.done.actor.applyBulkAction') await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
          await assertScreen(step.state);
          before = step.state;
        }
        for (const call of stubs.calls.loadMatchingIds) expect(call).toEqual({ request });
      },
      60_000,
    );
  }

  it('says a selection past 500 sites cannot be applied, and offers no Apply', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = createControlledActors(['loadMatchingIds', 'applyBulkAction'] as const);
    const actors: BulkActionsActors = { loadMatchingIds: stubs.actor('loadMatchingIds'), applyBulkAction: stubs.actor('applyBulkAction') };
    renderView(
      <BulkActionsScope request={request} pageSites={pageSites} totalSites={2340} onApplied={() => {}}>
        <BulkBar />
        {pageIds.map((id) => (
          <RowCheckbox key={id} id={id} name={`Site ${id}`} />
        ))}
        <PageCheckbox />
      </BulkActionsScope>,
      { actors: { bulkActions: actors } },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 2,340 matching' }));
    await waitFor(() => expect(stubs.waiting('loadMatchingIds')).toBe(true));
    // The server answers one id past the limit: enough to know the selection is too large.
    stubs.settle({ type: 'xstate.done.actor.loadMatchingIds', output: { ids: ids(501) } });
    expect(await screen.findByText('All 2,340 sites matching selected')).toBeInTheDocument();
    expect(screen.getByText('At most 500 sites can be changed at once: narrow the filters or select fewer.')).toBeInTheDocument();
    await pick(user, 'Action', 'Mark Lost');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
