import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { MaskedSecret } from '../../domain/api/intake.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SiteCredentials } from '../../src/views/intakeSecrets/SiteCredentials';
import type { IntakeSecretsActors } from './intakeSecrets.actors';
import { intakeSecretsMachine } from './intakeSecrets.machine';

type Snapshot = SnapshotFrom<typeof intakeSecretsMachine>;

const fhid = 42;
const masked: MaskedSecret[] = [
  { name: 'dnsPassword', masked: '••••••••d!' },
  { name: 'passareApiKey', masked: '••••••••23' },
];
const plain = { dnsPassword: 'dns-Pa55word!', asdPassword: 'asd-secret', passareApiKey: 'pk-live-0123' } as const;
/** How the section names each secret, written out (decisions/0226). */
const labels = { dnsPassword: 'DNS password', asdPassword: 'ASD password', passareApiKey: 'Passare API key' } as const;
const offline = new ApiError(0, { error: 'The server could not be reached' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const hidden = context.secrets.filter((secret) => context.revealed[secret.name] === undefined);
  const shown = context.secrets.filter((secret) => context.revealed[secret.name] !== undefined);
  const current = context.queue[0];
  return [
    { type: 'xstate.done.actor.loadSecrets', output: masked },
    { type: 'xstate.done.actor.loadSecrets', output: [] },
    { type: 'xstate.error.actor.loadSecrets', error: offline },
    { type: 'RETRY' },
    ...hidden.slice(0, 1).map((secret) => ({ type: 'REVEAL', name: secret.name })),
    { type: 'REVEAL_ALL' },
    ...shown.slice(0, 1).map((secret) => ({ type: 'HIDE', name: secret.name })),
    ...(current ? [{ type: 'xstate.done.actor.revealSecret', output: { name: current, value: plain[current] } }] : []),
    { type: 'xstate.error.actor.revealSecret', error: offline },
  ];
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    count: snapshot.context.secrets.length,
    revealed: Object.keys(snapshot.context.revealed).sort(),
    queue: snapshot.context.queue,
  });

const renderSection = () => {
  const stubs = createControlledActors(['loadSecrets', 'revealSecret'] as const);
  const actors: IntakeSecretsActors = { loadSecrets: stubs.actor('loadSecrets'), revealSecret: stubs.actor('revealSecret') };
  renderView(<SiteCredentials fhid={fhid} />, { actors: { intakeSecrets: actors } });
  return stubs;
};
type Stubs = ReturnType<typeof renderSection>;

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  expect(screen.getByRole('heading', { level: 4, name: 'Credentials' })).toBeInTheDocument();
  if (snapshot.matches('loading')) expect(screen.getByLabelText('Loading credentials')).toHaveAttribute('aria-busy', 'true');
  if (snapshot.matches('loadFailed')) {
    expect(await screen.findByText('Unable to load credentials')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }
  if (snapshot.matches('empty')) expect(await screen.findByText('No credentials were captured at intake.')).toBeInTheDocument();
  if (snapshot.matches('ready') || snapshot.matches('revealing')) {
    const table = await screen.findByRole('table', { name: 'Credentials' });
    for (const secret of context.secrets) {
      const label = labels[secret.name];
      const value = context.revealed[secret.name];
      if (value === undefined) {
        expect(within(table).getByLabelText(`${label}, hidden`)).toHaveTextContent(secret.masked);
        expect(within(table).queryByText(plain[secret.name])).toBeNull();
        const reveal = within(table).getByRole('button', { name: `Reveal ${label}` });
        if (snapshot.matches('revealing')) expect(reveal).toBeDisabled();
        else expect(reveal).toBeEnabled();
        if (context.queue[0] === secret.name) expect(reveal).toHaveAttribute('data-loading');
      } else {
        expect(within(table).getByLabelText(label)).toHaveTextContent(plain[secret.name]);
        expect(within(table).getByRole('button', { name: `Hide ${label}` })).toBeInTheDocument();
      }
    }
    const someHidden = context.secrets.some((secret) => context.revealed[secret.name] === undefined);
    if (someHidden) expect(screen.getByRole('button', { name: 'Reveal all' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
  }
};

const doEvent = async (user: UserEvent, stubs: Stubs, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'REVEAL':
      return user.click(screen.getByRole('button', { name: `Reveal ${labels[event.name as keyof typeof labels]}` }));
    case 'REVEAL_ALL':
      return user.click(screen.getByRole('button', { name: 'Reveal all' }));
    case 'HIDE':
      return user.click(screen.getByRole('button', { name: `Hide ${labels[event.name as keyof typeof labels]}` }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadSecrets' | 'revealSecret';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return act(async () => stubs.settle(event));
    }
  }
};

describe('the Credentials section, replayed through SiteCredentials', () => {
  const paths = coveringTransitions(
    getShortestPaths(intakeSecretsMachine, { input: { fhid }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(intakeSecretsMachine));
  });

  for (const path of paths) {
    it(
      path.steps.map((step) => step.event.type.replace('xstate.', '').replace('done.actor.', '').replace('error.actor.', '!')).join(' > '),
      async () => {
        const user = userEvent.setup({ delay: null });
        const stubs = renderSection();
        for (const step of path.steps) {
          await doEvent(user, stubs, step.event);
          await assertScreen(step.state);
        }
        // Each reveal asked for this site's secret, one call per value.
        for (const call of stubs.calls.revealSecret) expect(call).toMatchObject({ id: fhid });
        expect(stubs.calls.loadSecrets).toEqual(Array(stubs.calls.loadSecrets.length).fill({ id: fhid }));
      },
    );
  }
});

/** A Retry and a refused reveal lead back to states the shortest paths reach without them, so no path above takes them. */
describe('the transitions back to a state already seen', () => {
  const loaded = { type: 'xstate.done.actor.loadSecrets', output: masked };

  it('Retry after a failed load loads again and lists the secrets', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderSection();
    await doEvent(user, stubs, { type: 'xstate.error.actor.loadSecrets', error: offline });
    expect(await screen.findByText('Unable to load credentials')).toBeInTheDocument();
    await doEvent(user, stubs, { type: 'RETRY' });
    expect(screen.getByLabelText('Loading credentials')).toHaveAttribute('aria-busy', 'true');
    await doEvent(user, stubs, loaded);
    expect(await screen.findByLabelText('DNS password, hidden')).toHaveTextContent('••••••••d!');
    expect(stubs.calls.loadSecrets).toEqual([{ id: fhid }, { id: fhid }]);
  });

  it('a refused reveal in the middle of Reveal all names that secret, keeps it masked and stops there', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderSection();
    await doEvent(user, stubs, loaded);
    await doEvent(user, stubs, { type: 'REVEAL_ALL' });
    await doEvent(user, stubs, { type: 'xstate.done.actor.revealSecret', output: { name: 'dnsPassword', value: plain.dnsPassword } });
    await doEvent(user, stubs, { type: 'xstate.error.actor.revealSecret', error: offline });
    expect(await screen.findByText('Unable to reveal the Passare API key')).toBeInTheDocument();
    expect(screen.getByLabelText('DNS password')).toHaveTextContent(plain.dnsPassword);
    expect(screen.getByLabelText('Passare API key, hidden')).toHaveTextContent('••••••••23');
    expect(screen.getByRole('button', { name: 'Reveal Passare API key' })).toBeEnabled();
    expect(stubs.calls.revealSecret).toEqual([
      { id: fhid, name: 'dnsPassword' },
      { id: fhid, name: 'passareApiKey' },
    ]);
  });
});
