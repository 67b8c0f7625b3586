import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { CreateProjectView } from '../../src/views/builderProject/CreateProjectView';
import { builderProjectMachine } from './builderProject.machine';
import { controlledProgress, firmFixture, templatesFixture } from '../../src/testing/builderProjectStubs';

type Snapshot = SnapshotFrom<typeof builderProjectMachine>;

const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
const ae: Viewer = { id: 6, role: 'ae', name: 'Alex Exec' };
const failure = new Error('offline');

const eventsOf = (): AnyEventObject[] => [
  { type: 'RETRY' },
  { type: 'CHOOSE_TEMPLATE', templateId: '1002' },
  { type: 'PROGRESS', message: 'Getting started' },
  { type: 'PROJECT_DONE' },
  { type: 'PROJECT_FAILED', message: 'Duda could not find template 1002.' },
  { type: 'xstate.done.actor.loadDetails', output: { firm: firmFixture(), templates: templatesFixture } },
  { type: 'xstate.done.actor.loadDetails', output: { firm: firmFixture({ duda_id: 'abc12345' }), templates: templatesFixture } },
  { type: 'xstate.error.actor.loadDetails', error: failure },
  { type: 'xstate.done.actor.startProject', output: { launchId: 'launch-1', joined: false } },
  { type: 'xstate.error.actor.startProject', error: failure },
];

const renderPage = (fhid: number | null, viewer: Viewer) => {
  const stubs = createControlledActors(['loadDetails', 'startProject'] as const);
  const progress = controlledProgress();
  const onCreated = vi.fn();
  renderView(<CreateProjectView fhid={fhid} onCreated={onCreated} />, {
    actors: {
      builderProject: { loadDetails: stubs.actor('loadDetails'), startProject: stubs.actor('startProject'), watchProject: progress.actor },
    },
    viewer,
  });
  return { stubs, progress, onCreated };
};
type Page = ReturnType<typeof renderPage>;

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot, page: Page) => {
  expect(screen.getByRole('heading', { level: 1, name: 'Create Site' })).toBeInTheDocument();
  const { context } = snapshot;
  if (snapshot.matches('noFhid')) expect(screen.getByRole('link', { name: 'go to My Sites' })).toHaveAttribute('href', '/sites/me');
  if (snapshot.matches('notAllowed')) expect(screen.getByText('Duda projects can only be created by designers.')).toBeInTheDocument();
  else expect(screen.queryByText('Duda projects can only be created by designers.')).toBeNull();
  if (snapshot.matches('loading')) expect(await screen.findByLabelText('Loading templates')).toHaveAttribute('aria-busy', 'true');
  if (snapshot.matches('loadFailed')) {
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Error retrieving details for firm 42').length).toBeGreaterThan(0);
  }
  if (snapshot.matches('hasProject'))
    expect(await screen.findByText('This site already has a Duda project (abc12345).')).toBeInTheDocument();
  if (snapshot.matches('choosing') || snapshot.matches('starting')) {
    const use = await screen.findByRole('button', { name: 'Use Heritage' });
    await waitFor(() =>
      snapshot.matches('starting') ? expect(use).toHaveAttribute('data-loading') : expect(use).not.toHaveAttribute('data-loading'),
    );
    expect(screen.getByRole('link', { name: 'Preview Heritage' })).toHaveAttribute('href', '/p/1002');
  } else await waitFor(() => expect(screen.queryByRole('button', { name: 'Use Heritage' })).toBeNull());
  if (snapshot.matches('running')) {
    const steps = await screen.findByRole('list', { name: 'Project steps' });
    await waitFor(() =>
      expect(
        within(steps)
          .queryAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(context.steps),
    );
    expect(page.progress.watched).toContain('launch-1');
  }
  if (snapshot.matches('created')) await waitFor(() => expect(page.onCreated).toHaveBeenCalledWith(42));
  else expect(page.onCreated).not.toHaveBeenCalled();
};

const toastFor = (event: AnyEventObject): string | null =>
  event.type === 'xstate.error.actor.loadDetails'
    ? 'Error retrieving details for firm 42'
    : event.type === 'xstate.error.actor.startProject' || event.type === 'PROJECT_FAILED'
      ? 'Error creating new project'
      : null;

const doEvent = async (user: UserEvent, page: Page, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'CHOOSE_TEMPLATE':
      return user.click(screen.getByRole('button', { name: 'Use Heritage' }));
    case 'PROGRESS':
    case 'PROJECT_DONE':
    case 'PROJECT_FAILED':
      await waitFor(() => expect(page.progress.isWatching()).toBe(true));
      return page.progress.send(event as never);
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadDetails';
      await waitFor(() => expect(page.stubs.waiting(id)).toBe(true));
      return page.stubs.settle(event);
    }
  }
};

describe('builder project creation, replayed through CreateProjectView', () => {
  const cases = [
    { fhid: 42, viewer: designer },
    { fhid: 42, viewer: ae },
    { fhid: null, viewer: designer },
  ];
  const runs = cases.map((input) => ({
    input,
    paths: coveringTransitions(getShortestPaths(builderProjectMachine, { input, events: eventsOf as never })),
  }));

  it('replays a path through every state node of the machine', () => {
    const covered = new Set(runs.flatMap((run) => coveredLeafStateIds(run.paths)));
    expect([...covered].sort()).toEqual(leafStateIds(builderProjectMachine));
  });

  for (const { input, paths } of runs) {
    for (const path of paths) {
      it(`${input.viewer.role}, fhid ${input.fhid}: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ')}`, async () => {
        const user = userEvent.setup({ delay: null });
        const page = renderPage(input.fhid, input.viewer);
        for (const step of path.steps) {
          const toast = toastFor(step.event);
          const before = toast ? screen.queryAllByText(toast).length : 0;
          await doEvent(user, page, step.event);
          if (toast) await waitFor(() => expect(screen.queryAllByText(toast).length).toBeGreaterThan(before));
          await assertScreen(step.state, page);
        }
        for (const call of page.stubs.calls.startProject) expect(call).toEqual({ id: 42, template: '1002' });
      });
    }
  }
});
