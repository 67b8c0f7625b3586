import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../testing/renderApp';
import { emptyLookupAnswers, stubApi } from '../../testing/stubApi';

const emptyList = { 'GET /api/sites': { body: { data: [], totalSites: 0 } } };

beforeEach(() => {
  localStorage.clear();
  stubApi({ ...emptyLookupAnswers, ...emptyList });
});
afterEach(() => vi.unstubAllGlobals());

describe('shortcuts on every screen', () => {
  it("'?' lists every shortcut the role has", async () => {
    const user = userEvent.setup();
    signInAs('designer');
    renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    // '?' is Shift and the / key on a US keyboard, as a browser reports it.
    await user.keyboard('{Shift>}?{/Shift}');
    const modal = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    expect(modal.getByText('Open the command palette')).toBeInTheDocument();
    expect(modal.getByText('Go to Ready for QA')).toBeInTheDocument();
    expect(modal.getByText('Search the list')).toBeInTheDocument();
    expect(modal.getByText('Next row')).toBeInTheDocument();
    expect(modal.getByText('Select the row')).toBeInTheDocument();
    // A designer's sidebar has no Outbox, so neither has the map.
    expect(modal.queryByText('Go to Outbox')).toBeNull();
  });

  it("'g' then a letter goes to that screen", async () => {
    const user = userEvent.setup();
    signInAs('designer');
    const { history } = renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    await user.keyboard('gq');
    await screen.findByRole('heading', { name: 'Ready for QA' });
    expect(history.location.pathname).toBe('/sites/qa');
  });

  it('fires nothing while typing in a field', async () => {
    const user = userEvent.setup();
    signInAs('designer');
    const { history } = renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    await user.type(screen.getByRole('textbox', { name: 'Search sites' }), 'gq');
    await user.keyboard('{Shift>}?{/Shift}');
    expect(screen.getByRole('textbox', { name: 'Search sites' })).toHaveValue('gq?');
    expect(history.location.pathname).toBe('/sites');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('Ctrl+K opens the command palette, from a field too', async () => {
    const user = userEvent.setup();
    signInAs('designer');
    renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    await user.click(screen.getByRole('textbox', { name: 'Search sites' }));
    await user.keyboard('{Control>}k{/Control}');
    const palette = within(await screen.findByRole('dialog', { name: 'Command palette' }));
    expect(palette.getByRole('option', { name: 'Ready for QA' })).toBeInTheDocument();
  });
});
