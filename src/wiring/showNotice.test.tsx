import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../testing/ViewWiring';
import { showNotice } from './showNotice';

afterEach(() => notifications.clean());

describe('showNotice', () => {
  it('replaces a pending notice with the outcome of the same key', async () => {
    renderView(<p>page</p>);
    act(() => showNotice({ tone: 'pending', message: 'Loading site editor', key: 'editor-1' }));
    expect(await screen.findByText('Loading site editor')).toBeInTheDocument();
    act(() => showNotice({ tone: 'success', message: 'Opening site editor!', key: 'editor-1' }));
    expect(await screen.findByText('Opening site editor!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading site editor')).toBeNull());
  });

  it('shows a keyed notice anew once the toast of that key is gone', async () => {
    renderView(<p>page</p>);
    act(() => showNotice({ tone: 'pending', message: 'Loading site editor', key: 'editor-2' }));
    expect(await screen.findByText('Loading site editor')).toBeInTheDocument();
    act(() => notifications.clean());
    await waitFor(() => expect(screen.queryByText('Loading site editor')).toBeNull());
    act(() => showNotice({ tone: 'pending', message: 'Loading site editor', key: 'editor-2' }));
    expect(await screen.findByText('Loading site editor')).toBeInTheDocument();
  });
});
