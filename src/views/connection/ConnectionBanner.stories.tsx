import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { createActor, fromPromise, type StateValue } from 'xstate';
import { connectionMachine } from '../../../machines/connection/connection.machine';
import { ConnectionProvider } from '../../wiring/connection';
import { ConnectionBanner } from './ConnectionBanner';
import { machineDoc } from '../../stories/machineDocs';
import { connectionNotes } from '../../stories/notes/shellNotes';

/** The connection in the given state, its readiness check never answering (a story holds its state). */
const inState = (value: StateValue): Decorator =>
  function Connection(Story) {
    const [connection] = useState(() => {
      const machine = connectionMachine.provide({ actors: { probe: fromPromise<{ status: 'ready' }, void>(() => new Promise(() => {})) } });
      return createActor(machine, { snapshot: machine.resolveState({ value }) }).start();
    });
    return (
      <ConnectionProvider connection={connection}>
        <Story />
      </ConnectionProvider>
    );
  };

/** One story per state of the connection machine. */
const meta = {
  title: 'connection',
  parameters: { machineDocs: [machineDoc(connectionMachine, connectionNotes)] },
  component: ConnectionBanner,
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Everything answers: an empty status region, nothing on screen. */
export const Connected: Story = {
  decorators: [inState({ api: 'reachable', live: 'open' })],
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toBeEmptyDOMElement();
  },
};

/** The readiness check failed; the next one is due in 2 s. */
export const ApiUnreachable: Story = {
  decorators: [inState({ api: { unreachable: 'waiting' }, live: 'open' })],
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

/** A request got no answer; the readiness check is under way. */
export const CheckingReadiness: Story = {
  decorators: [inState({ api: { unreachable: 'probing' }, live: 'open' })],
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

/** The live socket closed; the API still answers. */
export const LiveLost: Story = {
  decorators: [inState({ api: 'reachable', live: 'lost' })],
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Reconnecting…');
  },
};
