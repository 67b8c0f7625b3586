import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roles, type Role } from '../../../domain/roles';
import type { SiteStatus } from '../../../domain/siteStatus';
import { renderView } from '../../testing/ViewWiring';
import { GoLiveButton, type GoLiveButtonProps } from './GoLiveButton';
import { controlledGoLiveActors } from './goLiveFixtures';

const site = (launcher_label: SiteStatus) => ({ id: 7, name: 'Oak Hill Funeral Home', launcher_label });

const renderButton = (role: Role, { status, ...props }: Omit<GoLiveButtonProps, 'site'> & { status: SiteStatus }) => {
  const { stubs, actors } = controlledGoLiveActors();
  renderView(<GoLiveButton site={site(status)} {...props} />, { actors: { goLive: actors }, viewer: { id: 8, role, name: 'Vic Viewer' } });
  return stubs;
};

describe('Go Live button', () => {
  it.each(roles.map((role) => [role, role === 'admin' || role === 'launch'] as const))('%s sees it: %s', (role, shown) => {
    renderButton(role, { status: '100% Ready' });
    expect(screen.queryByRole('button', { name: 'Go Live' }) !== null).toBe(shown);
  });

  it('is hidden on a Live site', () => {
    renderButton('admin', { status: 'Live' });
    expect(screen.queryByRole('button', { name: 'Go Live' })).not.toBeInTheDocument();
  });

  it('opens the panel, which loads the 13 checks of this site at once', async () => {
    const stubs = renderButton('launch', { status: 'Lost' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(await screen.findByRole('dialog', { name: 'Go Live' })).toBeInTheDocument();
    expect(stubs.calls.loadCheck).toHaveLength(13);
    const inputs = Object.values(stubs.calls).flat();
    // the 13 checks, the pending scrapes and the summary
    expect(inputs).toHaveLength(15);
    expect(inputs.every((input) => (input as { id: number }).id === 7)).toBe(true);
  });

  it('tells the page when the panel closes, so the page re-reads the site', async () => {
    const onClosed = vi.fn();
    renderButton('launch', { status: '100% Ready', onClosed });
    await userEvent.click(screen.getByRole('button', { name: 'Go Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
    expect(onClosed).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("is a list row's icon button named after the site, opening the same panel", async () => {
    const stubs = renderButton('admin', { status: 'Final QA', compact: true });
    expect(screen.queryByRole('button', { name: 'Go Live' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Live for Oak Hill Funeral Home' }));
    expect(await screen.findByRole('dialog', { name: 'Go Live' })).toBeInTheDocument();
    expect(stubs.calls.loadCheck).toHaveLength(13);
  });

  it('keeps an open panel when the site turns Live under it (a live re-read mid-launch), then goes once closed', async () => {
    let turnLive: () => void = () => undefined;
    function LaunchingPage() {
      const [status, setStatus] = useState<SiteStatus>('100% Ready');
      turnLive = () => setStatus('Live');
      return <GoLiveButton site={site(status)} />;
    }
    renderView(<LaunchingPage />, {
      actors: { goLive: controlledGoLiveActors().actors },
      viewer: { id: 8, role: 'launch', name: 'Vic Viewer' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
    act(() => turnLive());
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Live', hidden: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go Live' })).not.toBeInTheDocument());
  });
});
