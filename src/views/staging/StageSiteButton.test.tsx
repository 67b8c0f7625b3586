import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rolesWith } from '../../../domain/permissions';
import { roles, type Role } from '../../../domain/roles';
import { siteStatuses, type SiteStatus } from '../../../domain/siteStatus';
import type { StagingActors } from '../../../machines/staging/staging.actors';
import { createControlledActors } from '../../testing/controlledActors';
import { renderView, ViewWiring, type Wiring } from '../../testing/ViewWiring';
import { StageSiteButton } from './StageSiteButton';

const site = (launcher_label: SiteStatus, duda_id: string | null = 'ab12cd34') => ({
  id: 9,
  name: 'Oak Hill Funeral Home',
  launcher_label,
  duda_id,
});

const controlledStaging = () => {
  const stubs = createControlledActors(['countFakeObits', 'checkCollectionUrls', 'stageSite'] as const);
  const actors: StagingActors = {
    countFakeObits: stubs.actor('countFakeObits'),
    checkCollectionUrls: stubs.actor('checkCollectionUrls'),
    stageSite: stubs.actor('stageSite'),
  };
  return { stubs, actors };
};

const renderButton = (role: Role, props: Parameters<typeof StageSiteButton>[0]) => {
  const { stubs, actors } = controlledStaging();
  const wiring: Wiring = { actors: { staging: actors }, viewer: { id: 3, role, name: 'Vic Viewer' } };
  const view = renderView(<StageSiteButton {...props} />, wiring);
  return { stubs, wiring, ...view };
};

describe('StageSiteButton', () => {
  it.each(roles.map((role) => [role]))('is offered to %s only if the role may stage', (role) => {
    renderButton(role, { site: site('Pre-Staging QA'), onStaged: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Stage Site' }) !== null).toBe(rolesWith('stageSite').includes(role));
  });

  it.each(siteStatuses.map((status) => [status]))('in %s: offered only in Pre-Staging QA and Final QA', (status) => {
    renderButton('care', { site: site(status), onStaged: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Stage Site' }) !== null).toBe(status === 'Pre-Staging QA' || status === 'Final QA');
  });

  it('is not offered without a builder project', () => {
    renderButton('admin', { site: site('Final QA', null), onStaged: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Stage Site' })).not.toBeInTheDocument();
  });

  it('asks first, then opens the staging modal, which validates the site, and closes it on Cancel', async () => {
    const { stubs } = renderButton('care', { site: site('Final QA'), onStaged: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Stage Site' }));
    // The confirmation first (issue 33): nothing is checked until it is answered.
    const confirmation = await screen.findByRole('dialog', { name: 'Stage Site' });
    expect(stubs.pending.countFakeObits).toEqual([]);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Stage Site' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Checking Oak Hill Funeral Home before staging…');
    expect(stubs.pending.countFakeObits.map((call) => call.input)).toEqual([{ id: 9 }]);
    expect(stubs.pending.checkCollectionUrls.map((call) => call.input)).toEqual([{ id: 9 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stage Site' })).toBeInTheDocument();
  });

  it('keeps an open modal when the page re-reads the site as Staged, so it can say so', async () => {
    const onStaged = vi.fn();
    const { rerender, wiring } = renderButton('care', { site: site('Final QA'), onStaged });
    await userEvent.click(screen.getByRole('button', { name: 'Stage Site' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stage Site' })).getByRole('button', { name: 'Stage Site' }));
    await screen.findByText('Checking Oak Hill Funeral Home before staging…');
    rerender(
      <ViewWiring {...wiring}>
        <StageSiteButton site={site('Staged')} onStaged={onStaged} />
      </ViewWiring>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stage Site' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
