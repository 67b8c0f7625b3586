import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { ProxyResult } from '../../domain/api/domainProxy.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { DomainProxyTool } from '../../src/views/domainProxy/DomainProxyTool';
import { domainProxyMachine } from './domainProxy.machine';

type Snapshot = SnapshotFrom<typeof domainProxyMachine>;

const fhid = 42;
const siteDomain = 'oakwood-taken.com';
const ns = ['ns-1.awsdns-01.com', 'ns-2.awsdns-02.net', 'ns-3.awsdns-03.org', 'ns-4.awsdns-04.co.uk'];
const resultWith = (onGodaddy: boolean): ProxyResult => ({
  lookupData: {
    a: [{ Value: '203.0.113.7' }],
    mx: [{ Value: '10 mail.oakwood-taken.com' }],
    txt: [{ Value: '"v=spf1 include:_spf.oakwood-taken.com ~all"' }],
    cname: [{ Value: 'oakwood-taken.com' }],
  },
  copied: [
    { name: 'oakwood-taken.com', type: 'A', values: ['203.0.113.7'] },
    { name: 'oakwood-taken.com', type: 'MX', values: ['10 mail.oakwood-taken.com'] },
    { name: 'oakwood-taken.com', type: 'TXT', values: ['"v=spf1 include:_spf.oakwood-taken.com ~all"'] },
    { name: 'www.oakwood-taken.com', type: 'CNAME', values: ['oakwood-taken.com'] },
    { name: 'google._domainkey.oakwood-taken.com', type: 'TXT', values: ['"v=DKIM1; k=rsa; p=MIIB" "IjAN"'] },
  ],
  zoneId: 'Z0123456789ABC',
  ns,
  onGodaddy,
});
// Part 2 §8: the proxy's failures by status.
const failures = [
  { error: new ApiError(403, { error: 'Domain Already Proxied!' }), text: 'Domain Already Proxied!' },
  { error: new ApiError(400, { error: 'No DNS records found' }), text: 'No DNS records found' },
  { error: new ApiError(406, { error: 'Error updating checklist & notes' }), text: 'Error updating checklist & notes' },
  {
    error: new ApiError(502, { error: 'DNS hosting (Route 53) is having problems (status 503); try again later.' }),
    text: 'Could not proxy domain, contact developer',
  },
  { error: new ApiError(0, { error: 'The server could not be reached' }), text: 'Could not proxy domain, contact developer' },
];
const failureText = (error: unknown) => failures.find((failure) => failure.error === error)?.text ?? '';

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'CHANGE', domain: snapshot.context.domain === siteDomain ? 'not a domain' : siteDomain },
  { type: 'PROXY' },
  { type: 'TRY_AGAIN' },
  { type: 'xstate.done.actor.proxifyDomain', output: resultWith(true) },
  { type: 'xstate.done.actor.proxifyDomain', output: resultWith(false) },
  ...failures.map(({ error }) => ({ type: 'xstate.error.actor.proxifyDomain', error })),
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    domain: snapshot.context.domain,
    invalid: snapshot.context.invalid,
    failure: snapshot.context.failure,
  });

const renderTool = () => {
  const stubs = createControlledActors(['proxifyDomain'] as const);
  renderView(<DomainProxyTool fhid={fhid} domain={siteDomain} hostedZoneId={null} />, {
    actors: { domainProxy: { proxifyDomain: stubs.actor('proxifyDomain') } },
    viewer: { id: 6, role: 'launch', name: 'Lee Launch' },
  });
  return stubs;
};

const proxyForm = () => screen.getByRole('form', { name: 'Proxy a domain' });
const toastCount = (message: string) => screen.queryAllByText(message).length;

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('form') || snapshot.matches('proxying')) {
    await screen.findByRole('form', { name: 'Proxy a domain' });
    expect(within(proxyForm()).getByRole('textbox', { name: 'Domain' })).toHaveValue(context.domain);
    if (context.invalid)
      expect(within(proxyForm()).getByText('The domain must be a domain name such as smithfuneralhome.com')).toBeInTheDocument();
    else expect(within(proxyForm()).queryByText(/^The domain must/)).toBeNull();
    const button = within(proxyForm()).getByRole('button', { name: 'Proxy Domain' });
    if (snapshot.matches('proxying')) expect(button).toHaveAttribute('data-loading');
    else expect(button).not.toHaveAttribute('data-loading');
    return;
  }
  if (snapshot.matches('failed')) {
    const text = context.failure ?? '';
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Proxy a domain' })).toBeNull();
    return;
  }
  const table = await screen.findByRole('table', { name: 'Copied records' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['oakwood-taken.com', 'A', '203.0.113.7'],
    ['oakwood-taken.com', 'MX', '10 mail.oakwood-taken.com'],
    ['oakwood-taken.com', 'TXT', '"v=spf1 include:_spf.oakwood-taken.com ~all"'],
    ['www.oakwood-taken.com', 'CNAME', 'oakwood-taken.com'],
    ['google._domainkey.oakwood-taken.com', 'TXT', '"v=DKIM1; k=rsa; p=MIIB" "IjAN"'],
  ]);
  // What DNS cannot show is the launch specialist's to check, on the site's checklist (issue 32).
  expect(screen.getByText(/Other names cannot be discovered from outside/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Before the name servers move' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Other names checked at the current DNS host and copied (names the proxy tool cannot see, e.g. portal, shop, booking)',
    'Mail records compared with the current DNS host: MX, SPF, DKIM selectors, DMARC',
    'Verification TXT records on subdomains checked and copied',
    'Mail sent and received after the name servers moved',
  ]);
  expect(
    within(screen.getByRole('list', { name: 'Name servers' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(ns);
  expect(screen.getByText('Hosted zone Z0123456789ABC')).toBeInTheDocument();
  if (snapshot.matches({ proxied: 'automatic' })) {
    expect(screen.getByText('Name servers updated automatically')).toBeInTheDocument();
    expect(screen.queryByText('Manual proxy required')).toBeNull();
  } else {
    expect(screen.getByText('Manual proxy required')).toBeInTheDocument();
    expect(screen.queryByText('Name servers updated automatically')).toBeNull();
  }
};

const toastFor = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.done.actor.proxifyDomain') return 'Domain Proxied';
  if (event.type === 'xstate.error.actor.proxifyDomain') return failureText(event.error);
  return null;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderTool>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'CHANGE':
      fireEvent.change(within(proxyForm()).getByRole('textbox', { name: 'Domain' }), { target: { value: event.domain as string } });
      return;
    case 'PROXY':
      return user.click(within(proxyForm()).getByRole('button', { name: 'Proxy Domain' }));
    case 'TRY_AGAIN':
      return user.click(screen.getByRole('button', { name: 'Try Again' }));
    default:
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('proxifyDomain')).toBe(true));
      return stubs.settle(event);
  }
};

describe('domain proxy, replayed through DomainProxyTool', () => {
  const paths = coveringTransitions(
    getShortestPaths(domainProxyMachine, { input: { fhid, domain: siteDomain }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(domainProxyMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderTool();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        const before = toast ? toastCount(toast) : 0;
        await doEvent(user, stubs, step.event);
        if (toast) await waitFor(() => expect(toastCount(toast)).toBeGreaterThan(before));
        await assertScreen(step.state);
      }
      for (const call of stubs.calls.proxifyDomain) expect(call).toEqual({ domain: siteDomain, fhid });
    });
  }

  it('sends the domain normalised (scheme, www, path, case removed)', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderTool();
    fireEvent.change(within(proxyForm()).getByRole('textbox', { name: 'Domain' }), {
      target: { value: 'https://www.Oakwood-Taken.com/about' },
    });
    await user.click(within(proxyForm()).getByRole('button', { name: 'Proxy Domain' }));
    expect(stubs.calls.proxifyDomain).toEqual([{ domain: 'oakwood-taken.com', fhid }]);
  });
});
