import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SiteEditorButton } from '../../src/views/siteEditor/SiteEditorButton';
import type { SiteEditorActors } from './siteEditor.actors';
import { siteEditorMachine } from './siteEditor.machine';

const site = { id: 1001, duda_id: 'a1b2c3' };

/** Each way opening ends, and the toast that replaces 'Loading site editor'. */
const outcomes: { event: AnyEventObject; toast: string }[] = [
  { event: { type: 'xstate.done.actor.openEditor' }, toast: 'Opening site editor!' },
  {
    event: { type: 'xstate.error.actor.openEditor', error: new ApiError(500, { error: 'Internal error' }) },
    toast: 'Unable to load site editor',
  },
];

const paths = getShortestPaths(siteEditorMachine, {
  input: { siteId: site.id },
  events: [{ type: 'OPEN' }, ...outcomes.map((outcome) => outcome.event)] as never,
});

const toastsOf = (text: string) => screen.queryAllByText(text).length;

const renderButton = (viewer?: Viewer) => {
  const stubs = createControlledActors(['openEditor'] as const);
  const actors: SiteEditorActors = { openEditor: stubs.actor('openEditor') };
  renderView(<SiteEditorButton site={site} />, { actors: { siteEditor: actors }, ...(viewer ? { viewer } : {}) });
  return stubs;
};

afterEach(() => notifications.clean());

describe('site editor, replayed through SiteEditorButton', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteEditorMachine));
  });

  for (const { event, toast } of outcomes) {
    it(`OPEN -> opening -> ${event.type.replace('xstate.', '')} -> idle`, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderButton();
      const button = () => screen.getByRole('button', { name: 'Edit Site' });
      expect(button()).not.toHaveAttribute('data-loading');

      await user.click(button());
      expect(await screen.findByText('Loading site editor')).toBeInTheDocument();
      await waitFor(() => expect(button()).toHaveAttribute('data-loading'));
      expect(stubs.calls.openEditor).toEqual([{ id: site.id }]);
      // A second click while opening asks for nothing more.
      await user.click(button());
      expect(stubs.calls.openEditor).toHaveLength(1);

      await act(async () => stubs.settle(event));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      await waitFor(() => expect(toastsOf('Loading site editor')).toBe(0));
      expect(toastsOf(toast)).toBe(1);
      await waitFor(() => expect(button()).not.toHaveAttribute('data-loading'));
    });
  }

  it('is not offered to a role that may not open the editor', () => {
    renderButton({ id: 81, role: 'florist', name: 'Flora Bloom' });
    expect(screen.queryByRole('button', { name: 'Edit Site' })).toBeNull();
  });
});
