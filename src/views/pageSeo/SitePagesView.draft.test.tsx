import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { renderView } from '../../testing/ViewWiring';
import { pageSeoActorsFixture, pagesDesigner, pagesSdr } from './pageSeoFixtures';
import { SitePagesView } from './SitePagesView';

const renderPages = (savePages: StubAnswer = 'answer', viewer = pagesDesigner) =>
  renderView(<SitePagesView siteId={1042} />, { actors: { pageSeo: pageSeoActorsFixture({ savePages }) }, viewer });

const servicesTitle = async () =>
  within(await screen.findByRole('region', { name: 'Services page' })).getByRole('textbox', { name: 'SEO title' });

describe('page SEO being typed, kept in the browser', () => {
  it('is kept through a failed save, offered back when the pages load again, and forgotten once saved', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPages(offline);
    await user.type(await servicesTitle(), 'Funeral Services');
    expect(JSON.parse(localStorage.getItem('draft:5:pageSeo:1042') ?? 'null')).toEqual([
      { uuid: 'p-services', seo: { title: 'Funeral Services', description: '' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save 1 page' }));
    expect(await screen.findByText('Unable to update pages')).toBeInTheDocument();
    expect(localStorage.getItem('draft:5:pageSeo:1042')).not.toBeNull();
    first.unmount();

    // A reload, or signing in again after the session expired.
    renderPages();
    expect(await servicesTitle()).toHaveValue('Funeral Services');
    expect(screen.getByText('Unsaved text restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 page' }));
    expect(await screen.findByText('Pages updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('draft:5:pageSeo:1042')).toBeNull());
    expect(screen.queryByText('Unsaved text restored.')).toBeNull();
    expect(await servicesTitle()).toHaveValue('Funeral Services');
  });

  it('is forgotten when discarded', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('draft:5:pageSeo:1042', JSON.stringify([{ uuid: 'p-services', seo: { title: 'Half a title', description: '' } }]));
    renderPages();
    expect(await servicesTitle()).toHaveValue('Half a title');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await servicesTitle()).toHaveValue('');
    expect(localStorage.getItem('draft:5:pageSeo:1042')).toBeNull();
  });

  it('is not offered to someone who only reads the pages', async () => {
    localStorage.setItem(
      'draft:9:pageSeo:1042',
      JSON.stringify([{ uuid: 'p-services', seo: { title: 'Not theirs to save', description: '' } }]),
    );
    renderPages('answer', pagesSdr);
    expect(await servicesTitle()).toHaveValue('');
    expect(screen.queryByText('Unsaved text restored.')).toBeNull();
  });
});
