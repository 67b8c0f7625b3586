import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../testing/ViewWiring';
import { scrapeRequestsActorsFixture } from '../scrapeRequests/scrapeRequestsFixtures';
import { scrapeTasksActorsFixture } from '../scrapeTasks/scrapeTasksFixtures';
import { ScrapesPage } from './ScrapesPage';

describe('ScrapesPage (part 2 §2.10)', () => {
  it('is titled Scrapes and opens on the Scrape Requests tab for a role without Scrape Tasks', async () => {
    renderView(<ScrapesPage />, {
      actors: { scrapeRequests: scrapeRequestsActorsFixture() },
      viewer: { id: 5, role: 'designer', name: 'Dana Designer' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Scrapes' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Scrapes | Website Admin'));
    expect(screen.getByRole('tab', { name: 'Scrape Requests', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'Oakwood Funeral Home: Testimonials' })).toBeInTheDocument();
  });

  it('opens the tab the address names, so a link or a reload keeps it, and a click on a tab moves to it', async () => {
    const user = userEvent.setup({ delay: null });
    renderView(<ScrapesPage />, {
      actors: { scrapeRequests: scrapeRequestsActorsFixture(), scrapeTasks: scrapeTasksActorsFixture() },
      viewer: { id: 1, role: 'admin', name: 'Ada Admin' },
      path: '/scrapes?tab=requests',
    });
    expect(screen.getByRole('tab', { name: 'Scrape Requests', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scrape Tasks' }));
    expect(await screen.findByRole('tab', { name: 'Scrape Tasks', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search tasks' })).toBeInTheDocument();
  });
});
