import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../testing/ViewWiring';
import { scrapeRequestsActorsFixture } from '../scrapeRequests/scrapeRequestsFixtures';
import { ScrapesPage } from './ScrapesPage';

describe('ScrapesPage (part 2 §2.10)', () => {
  it("is titled Scrapes and opens on the Scrape Requests tab for a role without Scrape Tasks", async () => {
    renderView(<ScrapesPage />, { actors: { scrapeRequests: scrapeRequestsActorsFixture() }, viewer: { id: 5, role: 'designer', name: 'Dana Designer' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Scrapes' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Scrapes | Website Admin'));
    expect(screen.getByRole('tab', { name: 'Scrape Requests', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'Oakwood Funeral Home: Testimonials' })).toBeInTheDocument();
  });
});
