import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectionMachine } from '../../../machines/connection/connection.machine';
import { createControlledActors } from '../../testing/controlledActors';
import { renderView } from '../../testing/ViewWiring';
import { ConnectionProvider } from '../../wiring/connection';
import { RouteErrorView } from './RouteErrorView';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/launch-schedule-abc123.js');

/** The app's connection with a readiness check the test answers. */
const connection = () => {
  const stubs = createControlledActors(['probe'] as const);
  const clock = new SimulatedClock();
  const actor = createActor(connectionMachine.provide({ actors: { probe: stubs.actor('probe') } }), { clock }).start();
  return { actor, stubs, clock };
};

const renderError = (props: Partial<Parameters<typeof RouteErrorView>[0]> & { error: unknown }, path: string, actor = connection().actor) =>
  renderView(
    <ConnectionProvider connection={actor}>
      <RouteErrorView reset={vi.fn()} info={{ componentStack: '' }} {...props} />
    </ConnectionProvider>,
    { path },
  );

/** Has the screen at `path` asked for its file once more after the server answered, as the first failure does. */
const retriedOnce = async (path: string) => {
  const { actor, stubs } = connection();
  const reset = vi.fn();
  const shown = renderError({ error: chunkError(), reset }, path, actor);
  await waitFor(() => expect(stubs.waiting('probe')).toBe(true));
  act(() => stubs.settle({ type: 'xstate.done.actor.probe', output: { status: 'ready' } }));
  await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  shown.unmount();
};

describe('RouteErrorView', () => {
  it('waits for the server to answer before it asks for a screen file again, without a click', async () => {
    const { actor, stubs, clock } = connection();
    const reset = vi.fn();
    renderError({ error: chunkError(), reset }, '/outbox', actor);
    // The failed fetch makes the connection ask whether the server answers; it does not yet.
    await waitFor(() => expect(stubs.waiting('probe')).toBe(true));
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    await act(async () => stubs.settle({ type: 'xstate.error.actor.probe', error: new TypeError('Failed to fetch') }));
    expect(reset).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    act(() => clock.increment(2_000));
    expect(stubs.waiting('probe')).toBe(true);
    act(() => stubs.settle({ type: 'xstate.done.actor.probe', output: { status: 'ready' } }));
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  });

  it('offers to reload when the screen file still cannot be fetched from a server that answers', async () => {
    // The file is gone: a new version was deployed under the page.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not Found', { status: 404 }));
    await retriedOnce('/launch-schedule');
    const reloadPage = vi.fn();
    renderError({ error: chunkError(), reloadPage }, '/launch-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads the page by itself when the server has the file the browser still refuses, once a minute at most', async () => {
    const fetchFile = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('export {};', { status: 200 }));
    await retriedOnce('/reports');
    const reloadPage = vi.fn();
    const shown = renderError({ error: chunkError(), reloadPage }, '/reports');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const [asked] = fetchFile.mock.calls.map(([request]) => request as Request);
    expect({ url: asked?.url, cache: asked?.cache }).toEqual({
      url: 'http://localhost/assets/launch-schedule-abc123.js',
      cache: 'no-store',
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    shown.unmount();

    // The same file failing again right after that reload: reloading again would not help.
    const again = vi.fn();
    renderError({ error: chunkError(), reloadPage: again }, '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeInTheDocument();
    expect(again).not.toHaveBeenCalled();
  });

  it("offers to reload when the browser does not name the file (Safari's wording)", async () => {
    const fetchFile = vi.spyOn(globalThis, 'fetch');
    await retriedOnce('/insights');
    renderError({ error: new TypeError('Importing a module script failed.'), reloadPage: vi.fn() }, '/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeInTheDocument();
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('offers a reload for any other failure, without retrying', async () => {
    const reset = vi.fn();
    renderError({ error: new Error('boom'), reset }, '/sites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });
});
