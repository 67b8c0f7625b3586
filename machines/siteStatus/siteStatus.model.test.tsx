import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SiteStatusActions } from '../../src/views/siteStatus/SiteStatusActions';
import type { SiteStatusActors } from './siteStatus.actors';
import { type SiteStatusEvent, siteStatusMachine } from './siteStatus.machine';
import type { StatusAction } from './statusActions';

const site = { id: 2041, name: 'Cedar Lane Memorial', launcher_label: 'In Design' as const };
const submit: StatusAction = { kind: 'submitForReview' };
const override: StatusAction = { kind: 'override', status: 'Staged' };
const refusal = 'Cannot submit for review a site in Staged: Staged to Pre-Staging QA is not allowed';

const answerTo = (action: StatusAction | null): SiteStatusChange => ({
  id: site.id,
  from: site.launcher_label,
  launcher_label: action?.kind === 'override' ? action.status : 'Pre-Staging QA',
});

type ModelEvent =
  | SiteStatusEvent
  | { type: 'xstate.done.actor.runAction'; output: SiteStatusChange | null }
  | { type: 'xstate.error.actor.runAction'; error: unknown };

type Snapshot = ReturnType<typeof siteStatusMachine.resolveState>;

/** The answer the server gives is the one for the action being run, so each success toast is the right one. */
const eventsFor = (snapshot: Snapshot): ModelEvent[] => [
  { type: 'CHOOSE', action: submit },
  { type: 'PICK_STATUS' },
  { type: 'CHOOSE', action: override },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.runAction', output: answerTo(snapshot.context.action) },
  { type: 'xstate.error.actor.runAction', error: new ApiError(409, { error: refusal }) },
];

const paths = getShortestPaths(siteStatusMachine, {
  input: { siteId: site.id },
  events: eventsFor as (snapshot: Snapshot) => SiteStatusEvent[],
  // The override is chosen in its picker, never straight from the menu.
  filterEvents: (snapshot, event) => event.type !== 'CHOOSE' || (event.action.kind === 'override') === snapshot.matches('picking'),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.action]),
});

const describeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case 'CHOOSE':
      return `choose ${event.action.kind}`;
    case 'xstate.done.actor.runAction':
      return 'server agrees';
    case 'xstate.error.actor.runAction':
      return 'server refuses';
    default:
      return event.type;
  }
};

const successToast = (action: StatusAction | null) =>
  action?.kind === 'override' ? 'Status changed to Staged!' : 'Site submitted for review!';
const confirmTitle = (action: StatusAction | null) => (action?.kind === 'override' ? 'Change status' : 'Submit for Review');

afterEach(() => notifications.clean());

const admin = { id: 1, role: 'admin', name: 'Ada Admin' } as const;

/** The menu for this role and site, its status call waiting until the test settles it. */
const renderMenu = (role: Role, launcher_label: SiteStatus = site.launcher_label, runAction?: SiteStatusActors['runAction']) => {
  const stubs = createControlledActors(['runAction'] as const);
  const onChanged = vi.fn();
  const onDeleted = vi.fn();
  renderView(<SiteStatusActions site={{ ...site, launcher_label }} onChanged={onChanged} onDeleted={onDeleted} />, {
    actors: { siteStatus: { runAction: runAction ?? stubs.actor('runAction') } },
    viewer: { ...admin, role },
  });
  return { stubs, onChanged, onDeleted };
};

/** Settles the status call the way the path's done or error event says, once it was made. */
const settle = async (stubs: ReturnType<typeof renderMenu>['stubs'], event: ModelEvent) => {
  await waitFor(() => expect(stubs.waiting('runAction')).toBe(true));
  await act(async () => stubs.settle(event));
};

describe('siteStatusAction machine, replayed through SiteStatusActions', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['confirming', 'done', 'failed', 'idle', 'picking', 'submitting']);
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteStatusMachine));
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => describeEvent(event as ModelEvent))].join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const { stubs, onChanged, onDeleted } = renderMenu('admin');
      const statusButton = () => screen.getByRole('button', { name: 'Status' });
      const openMenu = async () => {
        await user.click(statusButton());
        return screen.findByRole('menu');
      };
      const dialog = (name: string) => screen.getByRole('dialog', { name });
      let successes = 0;

      for (const { event, state } of path.steps) {
        act(() => notifications.clean());
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'CHOOSE':
            if (modelEvent.action.kind === 'override') {
              await user.click(within(dialog('Change status')).getByLabelText('New status', { selector: 'input' }));
              await user.click(await screen.findByRole('option', { name: 'Staged' }));
            } else {
              await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Submit for Review' }));
            }
            break;
          case 'PICK_STATUS':
            await user.click(within(await openMenu()).getByRole('menuitem', { name: 'Change status…' }));
            break;
          case 'CONFIRM':
            await user.click(
              within(dialog(confirmTitle(state.context.action))).getByRole('button', { name: confirmTitle(state.context.action) }),
            );
            break;
          case 'CANCEL':
            await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
            break;
          case 'xstate.done.actor.runAction':
            successes += 1;
            await settle(stubs, modelEvent);
            break;
          case 'xstate.error.actor.runAction':
            await settle(stubs, modelEvent);
            break;
        }

        const { action } = state.context;
        switch (state.value) {
          case 'idle':
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(statusButton()).toBeEnabled();
            expect(stubs.calls.runAction).toHaveLength(0);
            break;
          case 'picking':
            expect(within(dialog('Change status')).getByLabelText('New status', { selector: 'input' })).toBeInTheDocument();
            expect(screen.queryByRole('dialog', { name: 'Submit for Review' })).not.toBeInTheDocument();
            break;
          case 'confirming': {
            const confirm = await screen.findByRole('dialog', { name: confirmTitle(action) });
            expect(confirm).toHaveTextContent(
              action?.kind === 'override' ? 'from In Design to Staged' : 'Submit Cedar Lane Memorial for review?',
            );
            expect(within(confirm).getByRole('button', { name: confirmTitle(action) })).toBeEnabled();
            expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeEnabled();
            break;
          }
          case 'submitting': {
            const confirm = dialog(confirmTitle(action));
            await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled());
            expect(statusButton()).toBeDisabled();
            expect(stubs.calls.runAction.at(-1)).toEqual({ siteId: site.id, action });
            break;
          }
          case 'done':
            expect(await screen.findByText(successToast(action))).toBeInTheDocument();
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(onChanged).toHaveBeenCalledTimes(successes);
            expect(onDeleted).not.toHaveBeenCalled();
            break;
          case 'failed':
            // A named action keeps the spec's text and adds the server's reason; an override shows the reason alone.
            expect(await screen.findByText(refusal)).toBeInTheDocument();
            if (action?.kind === 'submitForReview') expect(screen.getByText('Unable to submit site for review')).toBeInTheDocument();
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(onChanged).toHaveBeenCalledTimes(successes);
            expect(statusButton()).toBeEnabled();
            break;
          default:
            throw new Error(`unexpected state ${String(state.value)}`);
        }
      }
    });
  }
});

describe('SiteStatusActions', () => {
  const renderFor = renderMenu;
  const menuItems = async () => {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Status' }));
    return within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  };

  it.each<[Role, SiteStatus, string[]]>([
    ['designer', 'In Design', ['Submit for Review', 'Wait for Content']],
    ['designer', 'Ready for Design', ['Submit for Review']],
    ['ae', 'Live', ['Mark Lost']],
    ['launch', 'Approved', ['Mark 100% Ready', 'Mark Live']],
    ['admin', 'Test', ['Ready for Design', 'Mark Live', 'Delete Site', 'Change status…']],
    ['admin', 'Lost', ['Reopen', 'Mark Live', 'Change status…']],
  ])('offers a %s on a %s site exactly %j', async (role, status, expected) => {
    renderFor(role, status);
    expect(await menuItems()).toEqual(expected);
  });

  it('gives the focus back to the Status button when a confirm is cancelled, not to the page body (issue 33)', async () => {
    const user = userEvent.setup();
    renderFor('ae', 'Live');
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mark Lost' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Status' })).toHaveFocus());
  });

  it('shows no Status menu to a role that may take no action (sdr)', () => {
    renderFor('sdr', 'In Design');
    expect(screen.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
  });

  it("deletes a test site with 'Deleting site...' then 'Site deleted!', and leaves the page", async () => {
    const user = userEvent.setup();
    const { stubs, onChanged, onDeleted } = renderFor('admin', 'Test');
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete Site' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete test site' });
    expect(confirm).toHaveTextContent('Delete Cedar Lane Memorial? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting site...')).toBeInTheDocument();
    expect(stubs.calls.runAction).toEqual([{ siteId: site.id, action: { kind: 'delete' } }]);
    await settle(stubs, { type: 'xstate.done.actor.runAction', output: null });
    expect(await screen.findByText('Site deleted!')).toBeInTheDocument();
    expect(screen.queryByText('Deleting site...')).not.toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("says 'Unable to delete site' when the deletion fails, in place of the pending text", async () => {
    const user = userEvent.setup();
    const serverFailure = new ApiError(500, { error: 'Something went wrong on the server' });
    const { onDeleted } = renderFor(
      'admin',
      'Test',
      fromPromise(() => Promise.reject(serverFailure)),
    );
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete Site' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete test site' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete site')).toBeInTheDocument();
    expect(screen.queryByText('Deleting site...')).not.toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
