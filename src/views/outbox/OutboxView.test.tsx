import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyLookupAnswers, stubApi } from '../../testing/stubApi';
import { renderApp, signInAs } from '../../testing/renderApp';
import { outboxMessages } from './outboxFixtures';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Outbox screen', () => {
  it('lists the messages with recipient, subject and time, and opens one to read', async () => {
    stubApi({ ...emptyLookupAnswers, 'GET /api/outbox': { body: { messages: outboxMessages } } });
    signInAs('admin');
    renderApp('/outbox');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['To', 'Subject', 'Sent at']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'it@smithfuneral.com',
      'DNS instructions for smithfuneral.com',
      expect.stringMatching(/^Mar [23], 2025 \d{1,2}:\d{2} [AP]M$/),
    ]);
    await waitFor(() => expect(document.title).toBe('Outbox | Website Admin'));

    await userEvent.click(screen.getByRole('button', { name: 'DNS instructions for smithfuneral.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'DNS instructions for smithfuneral.com' });
    expect(within(dialog).getByText('Cc: launch@agency.example')).toBeInTheDocument();
    expect(within(dialog).getByText(/Please point smithfuneral.com at 203.0.113.10./)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    stubApi({ ...emptyLookupAnswers, 'GET /api/outbox': { status: 403, body: { error: 'Your role may not readOutbox' } } });
    signInAs('admin');
    renderApp('/outbox');
    expect(await screen.findByText('Your role may not readOutbox')).toBeInTheDocument();
    expect(screen.getByText('Unable to load the outbox')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    stubApi({ ...emptyLookupAnswers, 'GET /api/outbox': { body: { messages: [] } } });
    signInAs('admin');
    renderApp('/outbox');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
