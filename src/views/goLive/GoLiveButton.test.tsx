import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roles } from '../../../domain/roles';
import { createControlledGoLiveActors } from '../../../machines/goLive/goLiveStubActors';
import { AppProviders } from '../../app/AppProviders';
import { GoLiveButton } from './GoLiveButton';

const renderButton = (props: Omit<Parameters<typeof GoLiveButton>[0], 'actors' | 'siteId'>) => {
  const stubs = createControlledGoLiveActors();
  render(
    <AppProviders>
      <GoLiveButton siteId={7} actors={stubs.actors} {...props} />
    </AppProviders>,
  );
  return stubs;
};

describe('Go Live button', () => {
  it.each(roles.map((role) => [role, role === 'admin' || role === 'launch'] as const))('%s sees it: %s', (role, shown) => {
    renderButton({ role, status: '100% Ready' });
    expect(screen.queryByRole('button', { name: 'Go Live' }) !== null).toBe(shown);
  });

  it('is hidden on a Live site', () => {
    renderButton({ role: 'admin', status: 'Live' });
    expect(screen.queryByRole('button', { name: 'Go Live' })).not.toBeInTheDocument();
  });

  it('opens the panel, which loads the 13 checks of this site at once', async () => {
    const stubs = renderButton({ role: 'launch', status: 'Lost' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(await screen.findByRole('dialog', { name: 'Go Live' })).toBeInTheDocument();
    expect(stubs.calls.filter((call) => call.id.startsWith('check-'))).toHaveLength(13);
    expect(stubs.calls.every((call) => (call.input as { siteId: number }).siteId === 7)).toBe(true);
  });

  it('tells the page when the panel closes, so the page re-reads the site', async () => {
    const onClosed = vi.fn();
    renderButton({ role: 'launch', status: '100% Ready', onClosed });
    await userEvent.click(screen.getByRole('button', { name: 'Go Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
    expect(onClosed).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
