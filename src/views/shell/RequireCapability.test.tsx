import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../testing/ViewWiring';
import { RequireCapability } from './RequireCapability';

describe('RequireCapability', () => {
  it('shows the screen to a role that may use it', async () => {
    renderView(
      <RequireCapability title="Outbox" capability="readOutbox">
        <p>The messages</p>
      </RequireCapability>,
      { viewer: { id: 1, role: 'admin', name: 'Ada Admin' } },
    );
    expect(await screen.findByText('The messages')).toBeInTheDocument();
  });

  it('tells any other role in plain words and points to its own sites', async () => {
    renderView(
      <RequireCapability title="Outbox" capability="readOutbox">
        <p>The messages</p>
      </RequireCapability>,
      { viewer: { id: 11, role: 'designer', name: 'Dana Designer' } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByText('Outbox is not available to your role (Designer).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Sites' })).toHaveAttribute('href', '/sites/me');
    expect(screen.queryByText('The messages')).not.toBeInTheDocument();
    expect(screen.queryByText(/may not/)).not.toBeInTheDocument();
  });

  it('sends a privileged role to All Sites', async () => {
    renderView(
      <RequireCapability title="New Website" capability="intake">
        <p>The form</p>
      </RequireCapability>,
      { viewer: { id: 2, role: 'executive', name: 'Eve Exec' } },
    );
    expect(await screen.findByText('New Website is not available to your role (Executive).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to All Sites' })).toHaveAttribute('href', '/sites');
  });
});
