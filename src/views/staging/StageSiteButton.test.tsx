import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rolesWith } from '../../../domain/permissions';
import { roles } from '../../../domain/roles';
import { siteStatuses, type SiteStatus } from '../../../domain/siteStatus';
import { createControlledStagingActors } from '../../../machines/staging/stagingStubActors';
import { AppProviders } from '../../app/AppProviders';
import { StageSiteButton } from './StageSiteButton';

const site = (launcher_label: SiteStatus, duda_id: string | null = 'ab12cd34') => ({ id: 9, name: 'Oak Hill Funeral Home', launcher_label, duda_id });

const renderButton = (props: Parameters<typeof StageSiteButton>[0]) =>
  render(
    <AppProviders>
      <StageSiteButton {...props} />
    </AppProviders>,
  );

describe('StageSiteButton', () => {
  it.each(roles.map((role) => [role]))('is offered to %s only if the role may stage', (role) => {
    renderButton({ site: site('Pre-Staging QA'), role, onStaged: vi.fn(), actors: createControlledStagingActors().actors });
    expect(screen.queryByRole('button', { name: 'Stage Site' }) !== null).toBe(rolesWith('stageSite').includes(role));
  });

  it.each(siteStatuses.map((status) => [status]))('in %s: offered only in Pre-Staging QA and Final QA', (status) => {
    renderButton({ site: site(status), role: 'care', onStaged: vi.fn(), actors: createControlledStagingActors().actors });
    expect(screen.queryByRole('button', { name: 'Stage Site' }) !== null).toBe(status === 'Pre-Staging QA' || status === 'Final QA');
  });

  it('is not offered without a builder project', () => {
    renderButton({ site: site('Final QA', null), role: 'admin', onStaged: vi.fn(), actors: createControlledStagingActors().actors });
    expect(screen.queryByRole('button', { name: 'Stage Site' })).not.toBeInTheDocument();
  });

  it('opens the staging modal, which validates the site, and closes it on Cancel', async () => {
    const stubs = createControlledStagingActors();
    renderButton({ site: site('Final QA'), role: 'care', onStaged: vi.fn(), actors: stubs.actors });
    await userEvent.click(screen.getByRole('button', { name: 'Stage Site' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Checking Oak Hill Funeral Home before staging…');
    expect(stubs.pending.countFakeObits.map((call) => call.input)).toEqual([{ siteId: 9 }]);
    expect(stubs.pending.checkCollectionUrls.map((call) => call.input)).toEqual([{ siteId: 9 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stage Site' })).toBeInTheDocument();
  });

  it('keeps an open modal when the page re-reads the site as Staged, so it can say so', async () => {
    const stubs = createControlledStagingActors();
    const props = { role: 'care' as const, onStaged: vi.fn(), actors: stubs.actors };
    const { rerender } = renderButton({ ...props, site: site('Final QA') });
    await userEvent.click(screen.getByRole('button', { name: 'Stage Site' }));
    await screen.findByRole('dialog');
    rerender(
      <AppProviders>
        <StageSiteButton {...props} site={site('Staged')} />
      </AppProviders>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stage Site' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
