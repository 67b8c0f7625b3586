import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderView } from '../../testing/ViewWiring';
import { RouteErrorView } from './RouteErrorView';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/launch-schedule-abc123.js');

describe('RouteErrorView', () => {
  it('asks for a missing screen file once more, then offers to reload the page', async () => {
    const firstReset = vi.fn();
    const first = renderView(<RouteErrorView error={chunkError()} reset={firstReset} info={{ componentStack: '' }} />, { path: '/launch-schedule' });
    await waitFor(() => expect(firstReset).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    first.unmount();

    const reloadPage = vi.fn();
    renderView(<RouteErrorView error={chunkError()} reset={vi.fn()} info={{ componentStack: '' }} reloadPage={reloadPage} />, { path: '/launch-schedule' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('offers a reload for any other failure, without retrying', async () => {
    const reset = vi.fn();
    renderView(<RouteErrorView error={new Error('boom')} reset={reset} info={{ componentStack: '' }} />, { path: '/sites' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });
});
