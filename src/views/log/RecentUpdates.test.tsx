import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { logEntriesFixture, logNow } from './logFixtures';
import { RecentUpdates } from './RecentUpdates';
import * as stories from './RecentUpdates.stories';

describe('RecentUpdates', () => {
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(`story ${name} renders and passes its play`, async () => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(container.firstChild).not.toBeNull();
    });
  }

  it('lists entries in the order the server gives (newest first) and reads again by type and refresh key', async () => {
    const fetchLog = vi.fn(async () => logEntriesFixture);
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(
      <AppProviders>
        <RecentUpdates fhid={7} fetchLog={fetchLog} now={logNow} />
      </AppProviders>,
    );
    const timeline = await screen.findByLabelText('Recent updates');
    const titles = within(timeline).getAllByText(/scheduled|staged|review|missed/).map((node) => node.textContent);
    expect(titles).toEqual(logEntriesFixture.map((entry) => entry.message));
    expect(fetchLog).toHaveBeenLastCalledWith(7, null);

    await user.click(screen.getByRole('combobox', { name: 'Log type' }));
    await user.click(await screen.findByRole('option', { name: 'STAGE' }));
    await waitFor(() => expect(fetchLog).toHaveBeenLastCalledWith(7, 'STAGE'));

    rerender(
      <AppProviders>
        <RecentUpdates fhid={7} fetchLog={fetchLog} now={logNow} refreshKey={1} />
      </AppProviders>,
    );
    await waitFor(() => expect(fetchLog).toHaveBeenCalledTimes(3));
  });

  it('retries after a failure', async () => {
    const fetchLog = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders>
        <RecentUpdates fhid={7} fetchLog={fetchLog} />
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
  });
});
