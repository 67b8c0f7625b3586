import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listScreens } from '../../../domain/siteList/listScreens';
import type { Viewer } from '../../../domain/viewer';
import { fixturePage, fixtureRows } from '../siteList/fixtures/siteRows';
import { renderListAt } from '../siteList/testing/renderListAt';

const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };

const [first, second] = fixtureRows;
if (!first || !second) throw new Error('the fixture list has two rows at least');

const row = (name: string) => screen.getByRole('row', { name });

const loadedList = async () => {
  const listed = renderListAt('/sites', listScreens.allSites, admin);
  await waitFor(() => expect(listed.fetchSites.calls).toHaveLength(1));
  await act(async () => listed.fetchSites.last().resolve(fixturePage()));
  await screen.findByRole('row', { name: first.name });
  return listed;
};

describe('list keys', () => {
  it('j and k move the focus through the rows, x selects the focused row', async () => {
    const user = userEvent.setup();
    await loadedList();
    expect(row(first.name)).not.toHaveAttribute('data-focused');
    await user.keyboard('j');
    expect(row(first.name)).toHaveAttribute('data-focused');
    expect(row(first.name)).toHaveFocus();
    await user.keyboard('j');
    expect(row(second.name)).toHaveAttribute('data-focused');
    // Real focus (issue 33), roving: only the reached row is a Tab stop.
    expect(row(second.name)).toHaveFocus();
    expect(row(second.name)).toHaveAttribute('tabindex', '0');
    expect(row(first.name)).toHaveAttribute('tabindex', '-1');
    expect(row(first.name)).not.toHaveAttribute('data-focused');
    await user.keyboard('x');
    expect(row(second.name)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('k');
    expect(row(first.name)).toHaveAttribute('data-focused');
    expect(row(first.name)).toHaveFocus();
    await user.keyboard('x');
    expect(row(first.name)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('jx');
    expect(row(second.name)).toHaveAttribute('aria-selected', 'false');
  });

  it("Enter opens the focused row's site", async () => {
    const user = userEvent.setup();
    const { history } = await loadedList();
    await user.keyboard('jj{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe(`/sites/id/${second.id}`));
  });

  it("'/' focuses the search, and the keys then type instead", async () => {
    const user = userEvent.setup();
    await loadedList();
    await user.keyboard('/');
    const search = screen.getByRole('textbox', { name: 'Search sites' });
    expect(search).toHaveFocus();
    await user.keyboard('jx');
    expect(search).toHaveValue('jx');
    expect(row(first.name)).not.toHaveAttribute('data-focused');
  });

  it('Esc leaves the search, keeping what was typed, and j then moves through the rows', async () => {
    const user = userEvent.setup();
    await loadedList();
    await user.keyboard('/');
    const search = screen.getByRole('textbox', { name: 'Search sites' });
    await user.keyboard('oak{Escape}');
    expect(search).not.toHaveFocus();
    expect(search).toHaveValue('oak');
    await user.keyboard('j');
    expect(search).toHaveValue('oak');
    expect(row(first.name)).toHaveAttribute('data-focused');
  });
});
