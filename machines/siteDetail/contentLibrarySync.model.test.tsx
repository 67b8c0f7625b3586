import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { ContentLibrarySyncButton } from '../../src/views/siteDetail/ContentLibrarySyncButton';
import { contentLibrarySyncMachine } from './contentLibrarySync.machine';
import { type SiteDetailActors, unprovidedSiteDetailActors } from './siteDetail.actors';

const siteId = 1001;

type ModelEvent =
  | { type: 'SYNC' }
  | { type: 'xstate.done.actor.syncContentLibrary'; output: undefined }
  | { type: 'xstate.error.actor.syncContentLibrary'; error: unknown };

const events: ModelEvent[] = [
  { type: 'SYNC' },
  { type: 'xstate.done.actor.syncContentLibrary', output: undefined },
  {
    type: 'xstate.error.actor.syncContentLibrary',
    error: new ApiError(502, { error: 'The website builder (Duda) is having problems (status 502); try again later.' }),
  },
];

/** Every way the button gets back to idle (after a sync, after a failure), not only the shortest. */
const paths = getShortestPaths(contentLibrarySyncMachine, {
  input: { siteId },
  events: events as { type: 'SYNC' }[],
  serializeState: (snapshot, event) => JSON.stringify([snapshot.value, snapshot.matches('idle') ? event?.type : null]),
  // A click only counts while idle (the button is loading meanwhile); only a running sync answers.
  filterEvents: (snapshot, event) => (event.type === 'SYNC' ? snapshot.matches('idle') : snapshot.matches('syncing')),
});

const renderButton = (hasProject = true) => {
  const stubs = createControlledActors(['syncContentLibrary'] as const);
  const actors: SiteDetailActors = { ...unprovidedSiteDetailActors, syncContentLibrary: stubs.actor('syncContentLibrary') };
  renderView(<ContentLibrarySyncButton siteId={siteId} hasProject={hasProject} />, { actors: { siteDetail: actors } });
  return stubs;
};

const button = () => screen.getByRole('button', { name: 'Sync Content Library' });

beforeEach(() => notifications.clean());

describe('content library sync machine, replayed through ContentLibrarySyncButton', () => {
  it('covers every leaf state, and idle after a sync and after a failure', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(contentLibrarySyncMachine));
    expect(paths.map((path) => path.steps.at(-1)?.event.type).sort()).toEqual([
      'SYNC',
      'xstate.done.actor.syncContentLibrary',
      'xstate.error.actor.syncContentLibrary',
      'xstate.init',
    ]);
  });

  it('offers nothing to sync before the site has a builder project', () => {
    renderButton(false);
    expect(button()).toBeDisabled();
  });

  it('ignores a second click while a sync runs', async () => {
    const user = userEvent.setup();
    const stubs = renderButton();
    await user.click(button());
    await user.click(button());
    expect(stubs.calls.syncContentLibrary).toEqual([{ siteId }]);
  });

  for (const path of paths) {
    const description = path.steps.map(({ event }) => event.type.replace('xstate.', '')).join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const stubs = renderButton();
      for (const { event, state } of path.steps) {
        const modelEvent = event as ModelEvent | { type: 'xstate.init' };
        if (modelEvent.type === 'SYNC') await user.click(button());
        else if (modelEvent.type !== 'xstate.init') await act(async () => stubs.settle(modelEvent));

        if (state.matches('syncing')) {
          await waitFor(() => expect(button()).toHaveAttribute('data-loading'));
          expect(stubs.calls.syncContentLibrary.at(-1)).toEqual({ siteId });
        } else {
          await waitFor(() => expect(button()).not.toHaveAttribute('data-loading'));
          expect(button()).toBeEnabled();
          if (modelEvent.type === 'xstate.done.actor.syncContentLibrary')
            expect(await screen.findByText('Finished updating content library!')).toBeInTheDocument();
          if (modelEvent.type === 'xstate.error.actor.syncContentLibrary')
            expect(await screen.findByText('Unable to update content library')).toBeInTheDocument();
        }
      }
    });
  }
});
