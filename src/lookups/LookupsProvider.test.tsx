import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { lookupsActors } from '../api/lookups.api';
import { emptyLookupAnswers, stubApi } from '../testing/stubApi';
import { renderView } from '../testing/ViewWiring';
import { LookupsProvider } from './LookupsProvider';
import { useLookups } from './useLookups';

function ListsProbe() {
  const lookups = useLookups();
  return (
    <div>
      <p>status: {lookups.status}</p>
      <p>designers: {lookups.designers.map((person) => person.name).join(', ')}</p>
      <p>cares: {lookups.cares.map((person) => person.name).join(', ')}</p>
      <p>corporations: {lookups.corporations.map((corporation) => corporation.name).join(', ')}</p>
      <p>providers: {lookups.providers.map((provider) => provider.name).join(', ')}</p>
      <p>fundingPartners: {lookups.fundingPartners.map((partner) => partner.name).join(', ')}</p>
      <p>staff: {lookups.staff.map((person) => person.name).join(', ')}</p>
    </div>
  );
}

/** The provider on the real lookups actor, over the stubbed API. */
const renderLookups = () =>
  renderView(
    <LookupsProvider>
      <ListsProbe />
    </LookupsProvider>,
    { actors: { lookups: lookupsActors } },
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store is global: a toast left over would show in the next test.
  notifications.clean();
});

describe('LookupsProvider', () => {
  it('loads every shared list once, with Not assigned first in people lists', async () => {
    const api = stubApi({
      ...emptyLookupAnswers,
      'GET /api/designers': { body: [{ id: 3, user_id: 3, name: 'Ada Designer', image: null }] },
      'GET /api/corporations': {
        body: [
          { id: 1, name: 'Corporate' },
          { id: 2, name: 'Evergreen Group' },
        ],
      },
      'GET /api/providers': { body: [{ id: 1, name: 'New Website' }] },
      'GET /api/fundingPartners': { body: [{ id: 4, name: 'Pre-need Co' }] },
      'GET /api/staff': {
        body: [
          { id: 3, name: 'Ada Designer', role: 'designer', email: 'ada@example.com' },
          { id: 9, name: 'Lena Launch', role: 'launch', email: 'lena@example.com' },
        ],
      },
    });
    renderLookups();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('designers: Not assigned, Ada Designer')).toBeInTheDocument();
    expect(screen.getByText('cares: Not assigned')).toBeInTheDocument();
    expect(screen.getByText('corporations: Corporate, Evergreen Group')).toBeInTheDocument();
    expect(screen.getByText('providers: New Website')).toBeInTheDocument();
    expect(screen.getByText('fundingPartners: Pre-need Co')).toBeInTheDocument();
    expect(screen.getByText('staff: Ada Designer, Lena Launch')).toBeInTheDocument();
    expect([...api.calls].sort()).toEqual(Object.keys(emptyLookupAnswers).sort());
  });

  it("shows 'Unable to load user data' when a list fails, and keeps the lists that loaded", async () => {
    stubApi({
      ...emptyLookupAnswers,
      'GET /api/designers': { body: [{ id: 3, user_id: 3, name: 'Ada Designer', image: null }] },
      'GET /api/florists': { status: 500, body: { error: 'Internal error' } },
    });
    renderLookups();
    expect(await screen.findByText('Unable to load user data')).toBeInTheDocument();
    expect(screen.getByText('status: failed')).toBeInTheDocument();
    expect(screen.getByText('designers: Not assigned, Ada Designer')).toBeInTheDocument();
  });

  it('treats a malformed list as a failure', async () => {
    stubApi({ ...emptyLookupAnswers, 'GET /api/aes': { body: { unexpected: true } } });
    renderLookups();
    await waitFor(() => expect(screen.getByText('status: failed')).toBeInTheDocument());
    expect(screen.getByText('Unable to load user data')).toBeInTheDocument();
  });
});
