import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { StartScrapeForm } from '../../src/views/scrapeTasks/StartScrapeForm';
import type { ScrapeTasksActors } from './scrapeTasks.actors';
import { startScrapeMachine } from './startScrape.machine';
import { quietSiteChanges } from '../../src/testing/siteChangesStub';

type Snapshot = SnapshotFrom<typeof startScrapeMachine>;

const siteId = 31;
const input = { legacyFhid: siteId, organizationId: 'org-31' };
const failure = new Error('offline');

/** The fields a path changes: the URL (typed with scheme and www, sent clean) and the provider. */
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'CHANGE', draft: { url: snapshot.context.draft.url ? '' : 'https://www.old-home.example/' } },
  ...(snapshot.context.draft.provider ? [] : [{ type: 'CHANGE', draft: { provider: 'Batesville' } }]),
  ...(snapshot.context.draft.provider === 'Batesville' && snapshot.context.draft.endPage === null
    ? [{ type: 'CHANGE', draft: { endPage: 4 } }]
    : []),
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.startScrape', output: { taskId: 'task-9' } },
  { type: 'xstate.error.actor.startScrape', error: failure },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    draft: snapshot.context.draft,
    problem: snapshot.context.problem,
    taskId: snapshot.context.taskId,
  });

const renderForm = () => {
  const stubs = createControlledActors(['loadTasks', 'startScrape', 'killTask'] as const);
  const actors: ScrapeTasksActors = {
    loadTasks: stubs.actor('loadTasks'),
    startScrape: stubs.actor('startScrape'),
    killTask: stubs.actor('killTask'),
    siteChanges: quietSiteChanges,
  };
  renderView(<StartScrapeForm siteId={siteId} organizationId="org-31" />, { actors: { scrapeTasks: actors } });
  return stubs;
};

const form = () => screen.getByRole('form', { name: 'Start a scrape' });
const field = (label: string) => within(form()).getByRole('textbox', { name: label });

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { draft, problem, problemFields, taskId } = snapshot.context;
  expect(field('Organization ID')).toHaveValue('org-31');
  expect(field('URL')).toHaveValue(draft.url);
  expect(within(form()).getByRole('combobox', { name: 'Provider' })).toHaveValue(draft.provider);
  expect(within(form()).getByRole('combobox', { name: 'Job Type' })).toHaveValue('obituaries');
  const submit = within(form()).getByRole('button', { name: 'Start Scrape' });
  if (snapshot.matches('submitting')) expect(submit).toHaveAttribute('data-loading');
  else expect(submit).not.toHaveAttribute('data-loading');
  // Each field the problem names is marked (issue 33): 'Missing Provider' marks the Provider select.
  expect(within(form()).getByRole('combobox', { name: 'Provider' }).getAttribute('aria-invalid') === 'true').toBe(
    problemFields.includes('provider'),
  );
  if (problem) expect(within(form()).getByRole('alert')).toHaveTextContent(problem);
  else expect(within(form()).queryByRole('alert')).toBeNull();
  if (taskId) expect(within(form()).getByText(`Started task ${taskId}`)).toBeInTheDocument();
};

const toastFor = (event: AnyEventObject): string | null =>
  event.type === 'xstate.done.actor.startScrape'
    ? 'Job started!'
    : event.type === 'xstate.error.actor.startScrape'
      ? 'Unable to start job'
      : null;

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderForm>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'CHANGE':
      if ('provider' in event.draft) {
        await user.click(within(form()).getByRole('combobox', { name: 'Provider' }));
        return user.click(await screen.findByRole('option', { name: event.draft.provider }));
      }
      if ('endPage' in event.draft) return fireEvent.change(field('End Page'), { target: { value: String(event.draft.endPage) } });
      return fireEvent.change(field('URL'), { target: { value: event.draft.url } });
    case 'SUBMIT':
      return user.click(within(form()).getByRole('button', { name: 'Start Scrape' }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('startScrape')).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('start a scrape, replayed through StartScrapeForm', () => {
  const paths = coveringTransitions(getShortestPaths(startScrapeMachine, { input, events: eventsOf as never, serializeState: serialize }));

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(startScrapeMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderForm();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        await doEvent(user, stubs, step.event);
        if (toast) expect(await screen.findByText(toast)).toBeInTheDocument();
        await waitFor(() => assertScreen(step.state));
      }
      // What went out: the site's ids, the URL cleaned, the default job type.
      for (const call of stubs.calls.startScrape) {
        expect(call).toMatchObject({
          organizationId: 'org-31',
          legacyFhid: siteId,
          url: 'old-home.example',
          jobType: 'obituaries',
          provider: 'Batesville',
          endPage: 4,
          startPage: null,
          scheduledTime: null,
        });
      }
    });
  }

  it("refuses a Batesville start without an end page: 'Missing End Page'", async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderForm();
    fireEvent.change(field('URL'), { target: { value: 'old-home.example' } });
    await user.click(within(form()).getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Batesville' }));
    await user.click(within(form()).getByRole('button', { name: 'Start Scrape' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Missing End Page');
    fireEvent.change(field('URL'), { target: { value: '' } });
    await user.click(within(form()).getByRole('button', { name: 'Start Scrape' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Missing URL and End Page');
    expect(stubs.calls.startScrape).toHaveLength(0);
  });
});
