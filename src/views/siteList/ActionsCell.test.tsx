import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { roles, type Role } from '../../../domain/roles';
import { renderView } from '../../testing/ViewWiring';
import { stagingActorsFixture } from '../staging/stagingFixtures';
import { ActionsCell } from './ActionsCell';
import { listRowActors } from './fixtures/siteListActors';
import { siteRow } from './fixtures/siteRows';

const qaSite = siteRow({ id: 4321, name: 'Oak Hill Funeral Home', launcher_label: 'Final QA', duda_id: 'ab12cd34' });

const renderCell = (role: Role, row: SiteRow = qaSite, actors = listRowActors()) => {
  const onChanged = vi.fn();
  renderView(<ActionsCell row={row} onSiteChanged={vi.fn()} onChanged={onChanged} />, {
    actors,
    viewer: { id: 5, role, name: 'Vic Viewer' },
  });
  return { onChanged };
};

const offered = (name: string) => screen.queryByRole('button', { name }) !== null;

describe("a site-list row's modals (part 1 §2, issue 18)", () => {
  // The site page's rules: go live for admin and launch, stage for admin and care (decisions.md §2).
  it.each(roles.map((role) => [role]))('offers %s the checklist, and Go Live and Stage Site as the site page does', (role) => {
    renderCell(role);
    expect({
      checklist: offered('Checklist of Oak Hill Funeral Home'),
      goLive: offered('Go Live for Oak Hill Funeral Home'),
      stage: offered('Stage Oak Hill Funeral Home'),
    }).toEqual({ checklist: true, goLive: role === 'admin' || role === 'launch', stage: role === 'admin' || role === 'care' });
  });

  it('offers no Go Live on a Live site and no staging outside Pre-Staging QA and Final QA', () => {
    renderCell('admin', siteRow({ name: 'Live Chapel', launcher_label: 'Live', duda_id: 'ab12cd34' }));
    expect(offered('Go Live for Live Chapel')).toBe(false);
    expect(offered('Stage Live Chapel')).toBe(false);
    expect(offered('Checklist of Live Chapel')).toBe(true);
  });

  it("opens the site's checklist in place, the role's default type first", async () => {
    renderCell('designer');
    await userEvent.click(screen.getByRole('button', { name: 'Checklist of Oak Hill Funeral Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checklist: Oak Hill Funeral Home' });
    expect(await within(dialog).findByRole('heading', { name: 'Design basics' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Logo uploaded in high resolution/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the go-live checks of this site in place', async () => {
    renderCell('launch');
    await userEvent.click(screen.getByRole('button', { name: 'Go Live for Oak Hill Funeral Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
    expect(await within(dialog).findByRole('button', { name: 'Full Send' })).toBeInTheDocument();
  });

  it("confirms, validates before staging, warns 'Hang on!' of fake obituaries, and re-reads the list once staged", async () => {
    const { onChanged } = renderCell('care', qaSite, { ...listRowActors(), staging: stagingActorsFixture({ fakeObitCount: 2 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Stage Oak Hill Funeral Home' }));
    // Asked first (issue 33).
    const confirmation = await screen.findByRole('dialog', { name: 'Stage Site' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Stage Site' }));
    const warning = await screen.findByRole('dialog', { name: 'Hang on!' });
    expect(warning).toHaveTextContent('Oak Hill Funeral Home still has 2 fake obituaries.');
    expect(onChanged).not.toHaveBeenCalled();
    await userEvent.click(within(warning).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Oak Hill Funeral Home is now Staged.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
