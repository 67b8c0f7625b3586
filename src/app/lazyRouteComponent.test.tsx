import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRouteComponent } from './lazyRouteComponent';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children;
  }
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/outbox-abc123.js');

describe('lazyRouteComponent', () => {
  it('throws a failed fetch to the error boundary without reloading the page, and fetches again at the next preload', async () => {
    const reload = vi.fn();
    // React logs the error the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const importer = vi
      .fn<() => Promise<{ component: () => ReactNode }>>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValueOnce({ component: () => <h1>Outbox</h1> });
    const Outbox = lazyRouteComponent(importer, 'component');

    // The router awaits preload before it renders the route.
    await Outbox.preload();
    const first = render(
      <Boundary>
        <Outbox />
      </Boundary>,
    );
    expect(
      await screen.findByText('Caught: Failed to fetch dynamically imported module: http://localhost/assets/outbox-abc123.js'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    first.unmount();

    await Outbox.preload();
    render(
      <Suspense fallback={null}>
        <Outbox />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
