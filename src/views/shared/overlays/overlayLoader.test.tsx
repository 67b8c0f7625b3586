import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

/**
 * The stand-ins before the overlay code has loaded. vitest.setup.ts loads it for every other test,
 * so each test here starts from a fresh module registry (React, Mantine and Testing Library
 * included, so they all share one React) in which nothing has loaded it yet.
 */
const freshPage = async () => {
  vi.resetModules();
  const [testingLibrary, { AppProviders }, loader, { Select }, { Menu }, { Modal }, { showNotice }] = await Promise.all([
    import('@testing-library/react'),
    import('../../../app/AppProviders'),
    import('./overlayLoader'),
    import('./Select'),
    import('./Menu'),
    import('./Modal'),
    import('../../../wiring/showNotice'),
  ]);
  return { ...testingLibrary, AppProviders, ...loader, Select, Menu, Modal, showNotice };
};

type Page = Awaited<ReturnType<typeof freshPage>>;

const statusSelect = ({ AppProviders, Select }: Page, onChange = vi.fn()) => (
  <AppProviders>
    <Select label="Status" data={[{ value: 'qa', label: 'Ready for QA' }, 'Live']} value="qa" onChange={onChange} />
  </AppProviders>
);

describe('overlay stand-ins', () => {
  let page: Page;
  beforeEach(async () => {
    page = await freshPage();
    return () => page.cleanup();
  });

  it('draws a Select as its closed input, then opens the real one where it was clicked', async () => {
    const { render, screen, fireEvent, loadedOverlays } = page;
    const onChange = vi.fn();
    render(statusSelect(page, onChange));
    const standIn = screen.getByRole('combobox', { name: 'Status' });
    expect(loadedOverlays()).toBeNull();
    expect(standIn).toHaveValue('Ready for QA');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');

    fireEvent.focus(standIn);
    fireEvent.click(standIn);
    fireEvent.click(await screen.findByRole('option', { name: 'Live' }));
    expect(loadedOverlays()).not.toBeNull();
    expect(onChange).toHaveBeenCalledWith('Live', expect.objectContaining({ value: 'Live' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
  });

  // The stand-in copies Mantine's closed Select (and finds the label with Mantine's own helpers): a
  // Mantine upgrade that changes that markup would make the control jump when the real one arrives.
  it('draws the closed Select exactly as Mantine draws it', async () => {
    const { render, AppProviders, Select: StandIn, loadedOverlays } = page;
    const { Select: MantineSelect } = await import('@mantine/core');
    const props = {
      label: 'Status',
      description: 'Where the site is',
      placeholder: 'Pick one',
      error: 'Required',
      data: [{ value: 'qa', label: 'Ready for QA' }, 'Live'],
      value: 'qa',
      id: 'status',
    };
    const markup = (element: ReactNode) => {
      const { container, unmount } = render(<AppProviders>{element}</AppProviders>);
      const html = container.innerHTML.replace(/ (id|for|aria-describedby|aria-labelledby|aria-controls|data-ssr-id)="[^"]*"/g, '');
      unmount();
      return html;
    };
    const standIn = markup(<StandIn {...props} />);
    expect(loadedOverlays()).toBeNull();
    expect(standIn).toBe(markup(<MantineSelect {...props} />).replace(/<input type="hidden"[^>]*>/, ''));
  });

  it('keeps the stand-in through a press, so the click whose pointer loaded the code opens the real Select', async () => {
    const { render, screen, fireEvent, waitFor, loadedOverlays } = page;
    render(statusSelect(page));
    const standIn = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.pointerDown(standIn);
    await waitFor(() => expect(loadedOverlays()).not.toBeNull());
    expect(standIn).toBeInTheDocument();
    fireEvent.click(standIn);
    expect(await screen.findByRole('option', { name: 'Live' })).toBeInTheDocument();
  });

  it('opens a Select from the keyboard as Mantine does', async () => {
    const { render, screen, fireEvent } = page;
    render(statusSelect(page));
    const standIn = screen.getByRole('combobox', { name: 'Status' });
    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Live' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
  });

  it('shows a menu’s target alone, and opens the menu the click asked for', async () => {
    const { render, screen, fireEvent, AppProviders, Menu } = page;
    const rename = vi.fn();
    render(
      <AppProviders>
        <Menu>
          <Menu.Target>
            <button type="button">View actions</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>This view</Menu.Label>
            <Menu.Item onClick={rename}>Rename</Menu.Item>
            <Menu.Divider />
          </Menu.Dropdown>
        </Menu>
      </AppProviders>,
    );
    const trigger = screen.getByRole('button', { name: 'View actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(rename).toHaveBeenCalledOnce();
  });

  it('opens a modal once its code is there, and draws nothing for a closed one', async () => {
    const { render, screen, AppProviders, Modal, loadedOverlays } = page;
    const { rerender } = render(
      <AppProviders>
        <Modal opened={false} onClose={vi.fn()} title="Delete view">
          Sure?
        </Modal>
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadedOverlays()).toBeNull();
    rerender(
      <AppProviders>
        <Modal opened onClose={vi.fn()} title="Delete view">
          Sure?
        </Modal>
      </AppProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Delete view' })).toHaveTextContent('Sure?');
  });

  it('loads the overlay code at the first pointer move, not before', async () => {
    const { render, fireEvent, waitFor, loadedOverlays } = page;
    render(statusSelect(page));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedOverlays()).toBeNull();
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(loadedOverlays()).not.toBeNull());
  });

  it('hands a failed load of a used stand-in to the screen’s error boundary, which offers the reload', async () => {
    vi.resetModules();
    vi.doMock('./overlayComponents', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/overlayComponents-old.js');
    });
    onTestFinished(() => void vi.doUnmock('./overlayComponents'));
    const failing = await freshPage();
    const { Component } = await import('react');
    class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
      override state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      override render() {
        return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.render(<ScreenBoundary>{statusSelect(failing)}</ScreenBoundary>);
    failing.fireEvent.click(failing.screen.getByRole('combobox', { name: 'Status' }));
    expect(await failing.screen.findByRole('alert')).toBeInTheDocument();
    expect(failing.screen.queryByRole('combobox')).toBeNull();
    expect(failing.loadedOverlays()).toBeNull();
    failing.cleanup();
  });

  it('shows a notice raised before the toasts’ code has loaded', async () => {
    const { render, screen, AppProviders, showNotice } = page;
    render(<AppProviders>{null}</AppProviders>);
    showNotice({ tone: 'success', message: 'Site staged' });
    expect(await screen.findByText('Site staged')).toBeInTheDocument();
  });
});
