import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../domain/viewer';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { renderView } from '../../testing/ViewWiring';
import { RequestScrapeModal } from './RequestScrapeModal';
import { scrapeRequestsActorsFixture } from './scrapeRequestsFixtures';

const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };

const renderModal = (origin: 'list' | 'site', requestScrape: StubAnswer = 'answer') =>
  renderView(<RequestScrapeModal siteId={1042} siteName="Oakwood Funeral Home" url="https://oakwood.example" origin={origin} />, {
    actors: { scrapeRequests: scrapeRequestsActorsFixture({ requestScrape }) },
    viewer: designer,
  });

const dialog = () => screen.findByRole('dialog', { name: 'Request Scrape for Oakwood Funeral Home' });
const kept = () => JSON.parse(localStorage.getItem('draft:5:scrapeRequest:1042') ?? 'null') as unknown;

describe('a scrape request being typed, kept in the browser', () => {
  it('is kept through a failed request that closed the modal, offered back when it opens again, and forgotten once made', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderModal('list', offline);
    await user.click(screen.getByRole('button', { name: 'Request scrape for Oakwood Funeral Home' }));
    await user.click(within(await dialog()).getByRole('combobox', { name: 'Scrape Type' }));
    await user.click(screen.getByRole('option', { name: 'Testimonials' }));
    await user.type(within(await dialog()).getByRole('textbox', { name: 'Note' }), 'Reviews page only');
    expect(kept()).toEqual({ type: 'testimonials', url: 'https://oakwood.example', note: 'Reviews page only' });
    await user.click(within(await dialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error while submitting scrape request')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kept()).toEqual({ type: 'testimonials', url: 'https://oakwood.example', note: 'Reviews page only' });
    first.unmount();

    // A reload, or signing in again after the session expired.
    renderModal('site');
    await user.click(screen.getByRole('button', { name: 'Request Scrape' }));
    expect(within(await dialog()).getByRole('textbox', { name: 'Note' })).toHaveValue('Reviews page only');
    expect(within(await dialog()).getByRole('combobox', { name: 'Scrape Type' })).toHaveValue('Testimonials');
    expect(within(await dialog()).getByText('Unsaved text restored.')).toBeInTheDocument();
    await user.click(within(await dialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Scrape requested!')).toBeInTheDocument();
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('stays when the modal is closed, and is forgotten when discarded', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal('site');
    await user.click(screen.getByRole('button', { name: 'Request Scrape' }));
    await user.type(within(await dialog()).getByRole('textbox', { name: 'Note' }), 'Blog from 2019 on');
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Request Scrape' }));
    expect(within(await dialog()).getByRole('textbox', { name: 'Note' })).toHaveValue('Blog from 2019 on');
    await user.click(within(await dialog()).getByRole('button', { name: 'Discard' }));
    expect(within(await dialog()).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(within(await dialog()).getByRole('textbox', { name: 'URL' })).toHaveValue('https://oakwood.example');
    expect(kept()).toBeNull();
  });
});
