import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { ScrapeRequestList } from '../../domain/api/scrapeRequests.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import * as stories from '../../src/views/scrapeRequests/ScrapeRequestsTab.stories';
import { ScrapeRequestsTab } from '../../src/views/scrapeRequests/ScrapeRequestsTab';
import { longNote, scrapeRequestRow } from '../../src/views/scrapeRequests/scrapeRequestsFixtures';
import type { ScrapeRequestsActors } from './scrapeRequests.actors';
import { scrapeRequestsMachine, type ScrapeRequestsEvent } from './scrapeRequests.machine';
import { createSiteChangesStub, quietSiteChanges } from '../../src/testing/siteChangesStub';

type Snapshot = SnapshotFrom<typeof scrapeRequestsMachine>;

const launch: Viewer = { id: 8, role: 'launch', name: 'Lee Launch' };
const additionalNote = 'Imported 212 obituaries';
const longRequest = scrapeRequestRow({
  id: 42,
  fhid: 1013,
  name: 'Maple Grove Chapel',
  type: 'obituaries',
  note: longNote,
  requested_by: 'Ada Admin',
});
const openPage: ScrapeRequestList = { data: [scrapeRequestRow(), longRequest], totalRequests: 2 };
const completePage: ScrapeRequestList = {
  data: [
    scrapeRequestRow({
      id: 30,
      name: 'Birch Chapel',
      type: 'blogs',
      completed: true,
      completed_by: 'Lee Launch',
      pretty_completed_at: 'Mar 9, 2025',
    }),
  ],
  totalRequests: 1,
};
const failure = new ApiError(500, { error: 'Internal error' });

/** The events the state takes (an ignored event is no step of a path). */
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const offered: AnyEventObject[] = [
    { type: 'SHOW_STATUS', status: context.status === 'open' ? 'complete' : 'open' },
    { type: 'RETRY' },
    ...(context.status === 'open'
      ? [
          { type: 'READ_MORE', requestId: longRequest.id },
          { type: 'MARK_COMPLETE', requestId: longRequest.id },
        ]
      : []),
    ...(context.note === '' ? [{ type: 'CHANGE_NOTE', note: additionalNote }] : []),
    { type: 'SUBMIT' },
    { type: 'CLOSE' },
    { type: 'xstate.done.actor.loadRequests', output: context.status === 'open' ? openPage : completePage },
    { type: 'xstate.error.actor.loadRequests', error: failure },
    { type: 'xstate.done.actor.markComplete', output: { ...longRequest, completed: true } },
    { type: 'xstate.error.actor.markComplete', error: failure },
    // a colleague's change to a site on the page, heard live, and the background re-read it starts
    ...(context.rows.length > 0 ? [{ type: 'SITES_CHANGED', ids: context.rows.map((row) => row.fhid) }] : []),
    { type: 'xstate.done.actor.reloadRequests', output: context.status === 'open' ? openPage : completePage },
    { type: 'xstate.error.actor.reloadRequests', error: failure },
  ];
  return offered.filter((event) => snapshot.can(event as never));
};

const paths = coveringTransitions(
  getShortestPaths(scrapeRequestsMachine, {
    input: { perPage: 20, fhid: null },
    events: (snapshot) => eventsOf(snapshot) as ScrapeRequestsEvent[],
    // The event that led here and where from are part of the key, so every transition (a
    // completion that reloads, one that fails back to confirming, each modal closed) gets a path of
    // its own, not only every state.
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.status,
        snapshot.context.rows.length,
        snapshot.context.note,
        event?.type,
        previous?.value,
      ]),
  }),
);

const describeEvent = (event: AnyEventObject): string => {
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} answers`;
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails`;
  return event.type === 'SHOW_STATUS' ? `show ${String(event.status)}` : event.type;
};

afterEach(() => notifications.clean());

describe('scrapeRequests machine, replayed through ScrapeRequestsTab', () => {
  it('reaches every state', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(scrapeRequestsMachine));
  });

  it('has a story for every state', () => {
    const storyNames = Object.keys(composeStories(stories)).map((name) => name.toLowerCase());
    for (const id of leafStateIds(scrapeRequestsMachine)) expect(storyNames).toContain(id.split('.').at(-1));
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => describeEvent(event as AnyEventObject))].join(' > ');
    it(`${description} -> ${JSON.stringify(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const stubs = createControlledActors(['requestScrape', 'loadRequests', 'markComplete'] as const);
      const changes = createSiteChangesStub();
      const actors: ScrapeRequestsActors = {
        requestScrape: stubs.actor('requestScrape'),
        loadRequests: stubs.actor('loadRequests'),
        markComplete: stubs.actor('markComplete'),
        siteChanges: changes.actor,
      };
      renderView(<ScrapeRequestsTab />, { actors: { scrapeRequests: actors }, viewer: launch });
      const confirmTitle = 'Mark Obituaries scrape complete for Maple Grove Chapel';
      const confirmDialog = () => screen.getByRole('dialog', { name: confirmTitle });
      const lastCompletion = { toast: '' };
      // The note typed in the Mark Complete modal: what the completion must send.
      let typed = '';

      for (const step of path.steps) {
        const { state } = step;
        const event = step.event as AnyEventObject;
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'SHOW_STATUS':
            await user.click(screen.getByRole('radio', { name: event.status === 'open' ? 'Open' : 'Complete' }));
            break;
          case 'RETRY':
            await user.click(screen.getByRole('button', { name: 'Retry' }));
            break;
          case 'READ_MORE':
            await user.click(
              within(screen.getByRole('row', { name: 'Maple Grove Chapel: Obituaries' })).getByRole('button', { name: 'Read More' }),
            );
            break;
          case 'MARK_COMPLETE':
            typed = '';
            await user.click(screen.getByRole('button', { name: 'Mark Complete: Maple Grove Chapel' }));
            break;
          case 'CHANGE_NOTE':
            typed = additionalNote;
            await user.type(within(confirmDialog()).getByRole('textbox', { name: 'Additional note' }), additionalNote);
            break;
          case 'SUBMIT':
            await user.click(within(confirmDialog()).getByRole('button', { name: 'Mark Complete' }));
            break;
          case 'CLOSE': {
            const dialog = screen.getByRole('dialog');
            const cancel = within(dialog).queryByRole('button', { name: 'Cancel' });
            if (cancel) await user.click(cancel);
            else await user.keyboard('{Escape}');
            break;
          }
          case 'SITES_CHANGED':
            act(() => changes.emit(event.ids as number[]));
            break;
          default: {
            // The background re-read is loadRequests under another invoke id.
            const settled = { ...event, type: event.type.replace('reloadRequests', 'loadRequests') };
            const id = settled.type.split('.')[3] as 'loadRequests' | 'markComplete';
            act(() => notifications.clean());
            await waitFor(() => expect(stubs.waiting(id)).toBe(true));
            await act(async () => stubs.settle(settled));
            if (id === 'markComplete')
              lastCompletion.toast = event.type.includes('done')
                ? 'Obituaries scrape marked as complete'
                : 'Unable to mark Obituaries scrape complete';
          }
        }

        const { context } = state;
        if (state.matches('loading')) {
          await waitFor(() => expect(screen.getAllByRole('row', { name: 'Loading request' })).toHaveLength(3));
          expect(stubs.calls.loadRequests.at(-1)).toEqual({ status: context.status, page: 1, perPage: 20 });
          if (lastCompletion.toast === 'Obituaries scrape marked as complete') {
            expect(await screen.findByText('Obituaries scrape marked as complete')).toBeInTheDocument();
            expect(stubs.calls.markComplete.at(-1)).toEqual({
              id: 42,
              type: 'obituaries',
              additionalNote: typed,
              requestedBy: 'Ada Admin',
            });
            lastCompletion.toast = '';
          }
        } else if (state.matches('failed')) {
          expect(await screen.findByText('Unable to load scrape requests')).toBeInTheDocument();
        } else {
          await waitFor(() => expect(screen.queryAllByRole('row', { name: 'Loading request' })).toHaveLength(0));
          if (context.status === 'open') {
            const short = screen.getByRole('row', { name: 'Oakwood Funeral Home: Testimonials' });
            expect(within(short).getByText('Testimonials page only')).toBeInTheDocument();
            expect(within(short).queryByRole('button', { name: 'Read More' })).toBeNull();
            const long = screen.getByRole('row', { name: 'Maple Grove Chapel: Obituaries' });
            expect(within(long).getByText(`${longNote.slice(0, 150)}...`, { exact: false })).toBeInTheDocument();
            expect(within(long).getByText('Apr 2, 2025')).toBeInTheDocument();
          } else {
            const done = screen.getByRole('row', { name: 'Birch Chapel: Blogs' });
            expect(within(done).getByText('Completed by Lee Launch on Mar 9, 2025')).toBeInTheDocument();
          }
          if (state.matches({ ready: { live: 'listening' } })) {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            // It listens to the sites of the page.
            expect(changes.watched()).toEqual([[...new Set(context.rows.map((row) => row.fhid))]]);
          }
          if (state.matches({ ready: { live: 'rereading' } }))
            await waitFor(() => expect(stubs.calls.loadRequests.at(-1)).toEqual({ status: context.status, page: 1, perPage: 20 }));
          if (state.matches({ ready: 'reading' })) {
            const dialog = await screen.findByRole('dialog', { name: 'Note: Maple Grove Chapel' });
            expect(within(dialog).getByText(longNote)).toBeInTheDocument();
          }
          if (state.matches({ ready: 'confirming' }) || state.matches({ ready: 'completing' })) {
            const dialog = await screen.findByRole('dialog', { name: confirmTitle });
            expect(within(dialog).getByText('Requested by Ada Admin')).toBeInTheDocument();
            expect(within(dialog).getByRole('textbox', { name: 'Additional note' })).toHaveValue(context.note);
            const submit = within(dialog).getByRole('button', { name: 'Mark Complete' });
            if (state.matches({ ready: 'completing' })) await waitFor(() => expect(submit).toHaveAttribute('data-loading'));
            else expect(submit).toBeEnabled();
          }
          if (lastCompletion.toast === 'Unable to mark Obituaries scrape complete') {
            expect(await screen.findByText('Unable to mark Obituaries scrape complete')).toBeInTheDocument();
            lastCompletion.toast = '';
          }
        }
      }
    });
  }
});

describe('ScrapeRequestsTab', () => {
  it("shows '-' instead of Mark Complete to roles that may not complete a request", async () => {
    const stubs = createControlledActors(['requestScrape', 'loadRequests', 'markComplete'] as const);
    const actors: ScrapeRequestsActors = {
      requestScrape: stubs.actor('requestScrape'),
      loadRequests: stubs.actor('loadRequests'),
      markComplete: stubs.actor('markComplete'),
      siteChanges: quietSiteChanges,
    };
    renderView(<ScrapeRequestsTab />, { actors: { scrapeRequests: actors }, viewer: { id: 5, role: 'designer', name: 'Dana Designer' } });
    await waitFor(() => expect(stubs.waiting('loadRequests')).toBe(true));
    await act(async () => stubs.settle({ type: 'xstate.done.actor.loadRequests', output: openPage }));
    const row = await screen.findByRole('row', { name: 'Oakwood Funeral Home: Testimonials' });
    expect(within(row).queryByRole('button', { name: /Mark Complete/ })).toBeNull();
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(/^-$/);
  });

  it('pages through the requests, 20 to a page', async () => {
    const user = userEvent.setup();
    const stubs = createControlledActors(['requestScrape', 'loadRequests', 'markComplete'] as const);
    const actors: ScrapeRequestsActors = {
      requestScrape: stubs.actor('requestScrape'),
      loadRequests: stubs.actor('loadRequests'),
      markComplete: stubs.actor('markComplete'),
      siteChanges: quietSiteChanges,
    };
    renderView(<ScrapeRequestsTab />, { actors: { scrapeRequests: actors }, viewer: launch });
    await waitFor(() => expect(stubs.waiting('loadRequests')).toBe(true));
    await act(async () => stubs.settle({ type: 'xstate.done.actor.loadRequests', output: { ...openPage, totalRequests: 45 } }));
    await user.click(await screen.findByRole('button', { name: '3' }));
    await waitFor(() => expect(stubs.calls.loadRequests.at(-1)).toEqual({ status: 'open', page: 3, perPage: 20 }));
  });

  it("on a site's Scrape tab asks for that site's requests only, whichever status is shown", async () => {
    const user = userEvent.setup();
    const stubs = createControlledActors(['requestScrape', 'loadRequests', 'markComplete'] as const);
    const actors: ScrapeRequestsActors = {
      requestScrape: stubs.actor('requestScrape'),
      loadRequests: stubs.actor('loadRequests'),
      markComplete: stubs.actor('markComplete'),
      siteChanges: quietSiteChanges,
    };
    renderView(<ScrapeRequestsTab siteId={1013} />, { actors: { scrapeRequests: actors }, viewer: launch });
    await waitFor(() => expect(stubs.waiting('loadRequests')).toBe(true));
    expect(stubs.calls.loadRequests.at(-1)).toEqual({ status: 'open', page: 1, perPage: 20, fhid: 1013 });
    await act(async () => stubs.settle({ type: 'xstate.done.actor.loadRequests', output: { data: [longRequest], totalRequests: 1 } }));
    expect(await screen.findByRole('button', { name: 'Mark Complete: Maple Grove Chapel' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Complete' }));
    await waitFor(() => expect(stubs.calls.loadRequests.at(-1)).toEqual({ status: 'complete', page: 1, perPage: 20, fhid: 1013 }));
  });
});
