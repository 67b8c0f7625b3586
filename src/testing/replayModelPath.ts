import { screen } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import { expect } from 'vitest';

/**
 * Replays a model path through a rendered view: the first step is the start, each later step's
 * event is done as a person (or the server) would do it, its toast (if any) must appear, and the
 * step's screen is asserted.
 */
export async function replayModelPath<TState>(
  steps: ReadonlyArray<{ state: TState; event: unknown }>,
  how: {
    doEvent: (event: AnyEventObject) => Promise<void>;
    toastOf: (event: AnyEventObject) => string | null;
    assertScreen: (state: TState, event: AnyEventObject) => Promise<void>;
  },
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const event = step.event as AnyEventObject;
    if (index > 0) await how.doEvent(event);
    const toast = how.toastOf(event);
    if (toast) expect(await screen.findByText(toast)).toBeInTheDocument();
    await how.assertScreen(step.state, event);
  }
}
