import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { DomainAvailability } from '../../domain/api/domainSearch.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { DomainSearchView } from '../../src/views/domainSearch/DomainSearchView';
import { domainSearchMachine } from './domainSearch.machine';

type Snapshot = SnapshotFrom<typeof domainSearchMachine>;

const entered = 'smith-taken.com';
const suggestions = [
  'smithfuneralhome.com',
  'smithfunerals.com',
  'smithmemorial.com',
  'smithchapel.com',
  'smithtributes.com',
  'smithcremation.com',
];
const available: DomainAvailability = { data: { domain: 'smithfuneralhome.com', available: true }, suggestionData: [] };
const taken: DomainAvailability = {
  data: { domain: entered, available: false },
  suggestionData: suggestions.map((domain) => ({ domain })),
};
const refusal = new ApiError(502, {
  error:
    'The domain registrar (GoDaddy) refused the availability search (403): GoDaddy opens its availability API only to accounts with 50 or more domains. Search on godaddy.com instead, or ask a launch specialist.',
});
const offline = new ApiError(0, { error: 'The server could not be reached' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  ...(snapshot.context.entered === '' ? [{ type: 'CHANGE', value: entered }] : []),
  { type: 'SEARCH' },
  { type: 'SEARCH_AGAIN' },
  { type: 'xstate.done.actor.searchDomain', output: available },
  { type: 'xstate.done.actor.searchDomain', output: taken },
  { type: 'xstate.error.actor.searchDomain', error: refusal },
  { type: 'xstate.error.actor.searchDomain', error: offline },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    entered: snapshot.context.entered,
    failure: snapshot.context.failure,
    result: snapshot.context.result?.data.available,
  });

const renderSearch = () => {
  const stubs = createControlledActors(['searchDomain'] as const);
  renderView(<DomainSearchView />, {
    actors: { domainSearch: { searchDomain: stubs.actor('searchDomain') } },
    viewer: { id: 3, role: 'designer', name: 'Dana Designer' },
  });
  return stubs;
};

const searchButton = () => screen.getByRole('button', { name: 'Search' });

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  // One h1 per page: the page's own title, the search a section of it.
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['GoDaddy Tools']);
  expect(screen.getByRole('heading', { level: 2, name: 'Domain Availability Search' })).toBeInTheDocument();
  if (snapshot.matches('form') || snapshot.matches('searching')) {
    const form = await screen.findByRole('form', { name: 'Domain Availability Search' });
    expect(within(form).getByRole('textbox', { name: 'Domain' })).toHaveValue(context.entered);
    if (snapshot.matches('searching')) {
      expect(searchButton()).toBeDisabled();
      expect(searchButton()).toHaveAttribute('data-loading');
    } else {
      await waitFor(() => expect(searchButton()).toBeEnabled());
      expect(searchButton()).not.toHaveAttribute('data-loading');
    }
    if (context.failure === null) expect(screen.queryByText('Search failed')).toBeNull();
    else if (context.failure.startsWith('The domain registrar')) expect(screen.getByText(refusal.error)).toBeInTheDocument();
    else expect(screen.getByText('The search did not finish; try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search Again' })).toBeNull();
    return;
  }
  const result = await screen.findByLabelText('Search result');
  expect(screen.queryByRole('form', { name: 'Domain Availability Search' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Search Again' })).toBeInTheDocument();
  if (snapshot.matches('available')) {
    expect(within(result).getByText('smithfuneralhome.com')).toBeInTheDocument();
    // Written as the spec has it, not upper-cased like a default badge.
    expect(within(result).getByText('Available')).toHaveStyle({ textTransform: 'none' });
    expect(within(result).getByText('Contact launch specialist for purchase')).toBeInTheDocument();
    expect(within(result).queryByText('Domain Suggestions')).toBeNull();
  } else {
    expect(within(result).getByText('smith-taken.com is NOT available')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { level: 3, name: 'Domain Suggestions' })).toBeInTheDocument();
    const list = within(result).getByRole('list', { name: 'Domain Suggestions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(suggestions);
    expect(within(result).queryByText('Contact launch specialist for purchase')).toBeNull();
  }
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderSearch>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'CHANGE':
      return user.type(screen.getByRole('textbox', { name: 'Domain' }), event.value as string);
    case 'SEARCH':
      return user.click(searchButton());
    case 'SEARCH_AGAIN':
      return user.click(screen.getByRole('button', { name: 'Search Again' }));
    default:
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('searchDomain')).toBe(true));
      return stubs.settle(event);
  }
};

describe('domain search, replayed through DomainSearchView', () => {
  const paths = coveringTransitions(getShortestPaths(domainSearchMachine, { events: eventsOf as never, serializeState: serialize }));

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(domainSearchMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderSearch();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state);
      }
      // what the box held, and .com as the only TLD
      for (const call of stubs.calls.searchDomain)
        expect(call).toEqual({ enteredDomain: expect.stringMatching(/^(smith-taken\.com)?$/) as string, tlds: ['.com'] });
    });
  }

  it('sends what was typed, with no required check, and .com as the only TLD (part 2 §5, §9)', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderSearch();
    await user.click(searchButton());
    expect(stubs.calls.searchDomain).toEqual([{ enteredDomain: '', tlds: ['.com'] }]);
    stubs.settle({
      type: 'xstate.error.actor.searchDomain',
      error: new ApiError(400, { error: 'Invalid enteredDomain: must not be empty', field: 'enteredDomain', reason: 'must not be empty' }),
    });
    expect(await screen.findByText('The domain must not be empty')).toBeInTheDocument();
  });
});
