import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { DomainRequestDefaults, DomainRequestSent } from '../../domain/api/domainRequest.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { DomainRequestForm } from '../../src/views/domainRequest/DomainRequestForm';
import { domainRequestMachine } from './domainRequest.machine';

type Snapshot = SnapshotFrom<typeof domainRequestMachine>;

const fhid = 42;
const ae: Viewer = { id: 4, role: 'ae', name: 'Avery Exec' };
const defaults: DomainRequestDefaults = {
  fhid,
  fhName: 'Oakwood Funeral Home',
  primaryDomain: 'oakwoodfuneralhome.com',
  fhEmail: 'info@oakwoodfuneralhome.com',
  aeEmail: 'avery@example.com',
  providerEmail: 'websites@tributetech.example',
  providerName: 'Tribute Tech',
  lastRequest: null,
};
const sent: DomainRequestSent = {
  id: 9,
  sentAt: '2025-04-02T14:30:00.000Z',
  sentBy: 'Avery Exec',
  to: ['websites@tributetech.example'],
  cc: ['info@oakwoodfuneralhome.com', 'avery@example.com'],
  primaryDomain: 'oakwoodfuneralhome.com',
};
const mailDown = new ApiError(502, { error: 'The mail server could not be reached (ECONNREFUSED); try again later.' });
const badCc = new ApiError(400, {
  error: "Invalid additionalCc: additionalCc: 'x' is not an e-mail address",
  field: 'additionalCc',
  reason: "additionalCc: 'x' is not an e-mail address",
});

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  { type: 'CHANGE', field: 'fhEmail', value: snapshot.context.form.fhEmail === '' ? 'office@oakwoodfuneralhome.com' : '' },
  { type: 'SUBMIT' },
  { type: 'NEW_REQUEST' },
  { type: 'xstate.done.actor.loadDefaults', output: defaults },
  { type: 'xstate.error.actor.loadDefaults', error: mailDown },
  { type: 'xstate.done.actor.sendRequest', output: sent },
  { type: 'xstate.error.actor.sendRequest', error: mailDown },
  { type: 'xstate.error.actor.sendRequest', error: badCc },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    fhEmail: snapshot.context.form.fhEmail,
    problems: snapshot.context.problems.map((problem) => problem.field),
    sent: snapshot.context.lastRequest !== null,
  });

const renderForm = (viewer: Viewer = ae) => {
  const stubs = createControlledActors(['loadDefaults', 'sendRequest'] as const);
  renderView(<DomainRequestForm fhid={fhid} />, {
    actors: { domainRequest: { loadDefaults: stubs.actor('loadDefaults'), sendRequest: stubs.actor('sendRequest') } },
    viewer,
  });
  return stubs;
};

const labels = {
  fhName: 'Funeral home name',
  primaryDomain: 'Domain',
  additionalDomains: 'Additional domains',
  providerEmail: 'Provider e-mail',
  otherEmail: 'Other e-mail',
  fhEmail: 'Funeral home e-mail',
  aeEmail: 'AE e-mail',
  additionalCc: 'Additional CC',
  aeNotes: 'AE notes',
} as const;

const form = () => screen.getByRole('form', { name: 'Domain request' });
const field = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const toastCount = (message: string) => screen.queryAllByText(message).length;

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading domain request')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('loadFailed')) {
    expect(await screen.findByText('Unable to load the domain request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('sent')) {
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(
      screen.getByText('Sent Apr 2, 2025 2:30 PM by Avery Exec to websites@tributetech.example for oakwoodfuneralhome.com', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another request' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Domain request' })).toBeNull();
    return;
  }
  await screen.findByRole('form', { name: 'Domain request' });
  for (const [key, label] of Object.entries(labels)) expect(field(label)).toHaveValue(context.form[key as keyof typeof labels]);
  // ae: the AE e-mail and the domain the site records are admin's to change (part 2 §5)
  expect(field('AE e-mail')).toBeDisabled();
  expect(field('Domain')).toBeDisabled();
  expect(field('Funeral home e-mail')).toBeEnabled();
  expect(within(form()).getByText("Tribute Tech's contact")).toBeInTheDocument();
  if (context.problems.some((problem) => problem.field === 'fhEmail'))
    expect(within(form()).getByText('fhEmail is required')).toBeInTheDocument();
  else expect(within(form()).queryByText('fhEmail is required')).toBeNull();
  if (context.problems.some((problem) => problem.field === 'additionalCc'))
    expect(within(form()).getByText("additionalCc: 'x' is not an e-mail address")).toBeInTheDocument();
  if (context.lastRequest) expect(within(form()).getByText(/^Last request: Sent Apr 2, 2025/)).toBeInTheDocument();
  const button = within(form()).getByRole('button', { name: 'Send Domain Request' });
  if (snapshot.matches('sending')) expect(button).toHaveAttribute('data-loading');
  else expect(button).not.toHaveAttribute('data-loading');
};

const toastFor = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.done.actor.sendRequest') return 'Domain Request Sent!';
  if (event.type === 'xstate.error.actor.sendRequest') return event.error === badCc ? badCc.error : 'Unable to send domain request';
  return null;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderForm>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'CHANGE':
      // One change event: the machine takes the field's whole value either way.
      fireEvent.change(field(labels[event.field as keyof typeof labels]), { target: { value: event.value as string } });
      return;
    case 'SUBMIT':
      return user.click(within(form()).getByRole('button', { name: 'Send Domain Request' }));
    case 'NEW_REQUEST':
      return user.click(screen.getByRole('button', { name: 'Send another request' }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadDefaults';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('domain request, replayed through DomainRequestForm', () => {
  const paths = coveringTransitions(
    getShortestPaths(domainRequestMachine, { input: { fhid }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(domainRequestMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderForm();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        const before = toast ? toastCount(toast) : 0;
        await doEvent(user, stubs, step.event);
        if (toast) await waitFor(() => expect(toastCount(toast)).toBe(before + 1));
        await assertScreen(step.state);
      }
      for (const call of stubs.calls.loadDefaults) expect(call).toEqual({ fhid });
    });
  }

  it('sends the lists split on commas and names each bad field without sending (part 2 §5)', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderForm();
    await waitFor(() => expect(stubs.waiting('loadDefaults')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadDefaults', output: defaults });
    await screen.findByRole('form', { name: 'Domain request' });
    fireEvent.change(field('Additional domains'), { target: { value: 'oakwood.net, not a domain' } });
    fireEvent.change(field('Additional CC'), { target: { value: 'owner@example.com, nobody' } });
    await user.click(within(form()).getByRole('button', { name: 'Send Domain Request' }));
    expect(within(form()).getByText("additionalDomains: 'not a domain' is not a domain name")).toBeInTheDocument();
    expect(within(form()).getByText("additionalCc: 'nobody' is not an e-mail address")).toBeInTheDocument();
    expect(stubs.calls.sendRequest).toEqual([]);
    fireEvent.change(field('Additional domains'), { target: { value: 'oakwood.net, oakwood.org' } });
    fireEvent.change(field('Additional CC'), { target: { value: 'owner@example.com' } });
    await user.click(within(form()).getByRole('button', { name: 'Send Domain Request' }));
    expect(stubs.calls.sendRequest).toEqual([
      {
        fhid,
        fhName: 'Oakwood Funeral Home',
        primaryDomain: 'oakwoodfuneralhome.com',
        additionalDomains: ['oakwood.net', 'oakwood.org'],
        providerEmail: 'websites@tributetech.example',
        otherEmail: '',
        fhEmail: 'info@oakwoodfuneralhome.com',
        aeEmail: 'avery@example.com',
        additionalCc: ['owner@example.com'],
        aeNotes: '',
      },
    ]);
  });

  it("says when the site's provider has no contact address on file, rather than calling the empty field its contact", async () => {
    const stubs = renderForm();
    await waitFor(() => expect(stubs.waiting('loadDefaults')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadDefaults', output: { ...defaults, providerEmail: '', providerName: 'Other' } });
    await screen.findByRole('form', { name: 'Domain request' });
    expect(field('Provider e-mail')).toHaveValue('');
    expect(within(form()).getByText('No contact address on file for Other')).toBeInTheDocument();
    expect(within(form()).queryByText("Other's contact")).toBeNull();
  });

  it('lets admin edit the AE e-mail and the domain', async () => {
    const stubs = renderForm({ id: 1, role: 'admin', name: 'Ada Admin' });
    await waitFor(() => expect(stubs.waiting('loadDefaults')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadDefaults', output: defaults });
    await screen.findByRole('form', { name: 'Domain request' });
    expect(field('AE e-mail')).toBeEnabled();
    expect(field('Domain')).toBeEnabled();
  });
});
