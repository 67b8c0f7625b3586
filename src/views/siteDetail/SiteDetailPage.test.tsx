import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confettiPackage from 'canvas-confetti';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import type { Role } from '../../../domain/roles';
import { renderApp, signInAs } from '../../testing/renderApp';
import { emptyLookupAnswers, stubApi } from '../../testing/stubApi';
import { siteDetail } from './fixtures/siteDetails';

// The page makes its own instance (no worker): each instance's shot is this one spy. A spy on the
// package's own `create` rather than a module mock: the unit project shares modules between test
// files (decision 0600), and restoreMocks puts `create` back after each test.
const confetti = vi.fn();

const site = siteDetail({ id: 42, name: 'Oakwood Funeral Home' });

const openSite = (path: string, detail: SiteDetail = site, extra: Record<string, { status?: number; body: unknown }> = {}) => {
  const api = stubApi({ ...emptyLookupAnswers, [`GET /api/sites/${detail.id}`]: { body: detail }, ...extra });
  return { ...renderApp(path), api };
};

const header = () => screen.getByRole('heading', { level: 1, name: site.name });
const button = (name: string) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name });

beforeEach(() => {
  localStorage.clear();
  confetti.mockClear();
  vi.spyOn(confettiPackage, 'create').mockReturnValue(confetti as unknown as ReturnType<typeof confettiPackage.create>);
});
afterEach(() => vi.unstubAllGlobals());

describe('site detail page', () => {
  it("titles the page '{id} {name}' and shows the id, name and status", async () => {
    signInAs('admin');
    openSite('/sites/id/42');
    expect(await screen.findByRole('heading', { name: 'Oakwood Funeral Home' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('42 Oakwood Funeral Home | Website Admin'));
    expect(screen.getByLabelText('Site id')).toHaveTextContent('42');
    expect(screen.getByText('In Design')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
  });

  it("says 'Site not found' for an unknown id", async () => {
    signInAs('care');
    openSite('/sites/id/9999', siteDetail({ id: 42 }));
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Site not found | Website Admin'));
  });

  it("says 'Site not found' for an id that is not a number, without asking the server", async () => {
    signInAs('care');
    const { api } = openSite('/sites/id/oakwood');
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /api/sites/'))).toEqual([]);
  });

  // Issue 27: a site id is any whole number from 1 to 2,147,483,647 (an integer column).
  it.each([1_000_000_000, 2_147_483_647])('opens the site with the id %i', async (id) => {
    signInAs('care');
    openSite(`/sites/id/${id}`, siteDetail({ id, name: 'Oakwood Funeral Home' }));
    expect(await screen.findByRole('heading', { name: 'Oakwood Funeral Home' })).toBeInTheDocument();
    expect(screen.getByLabelText('Site id')).toHaveTextContent(String(id));
  });

  it.each(['0', '2147483648'])("says 'Site not found' for the id %s, without asking the server", async (id) => {
    signInAs('care');
    const { api } = openSite(`/sites/id/${id}`);
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /api/sites/'))).toEqual([]);
  });

  it('offers Retry when the site cannot be loaded', async () => {
    signInAs('admin');
    const { api } = openSite('/sites/id/42', site, { 'GET /api/sites/42': { status: 500, body: { error: 'boom' } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/sites/42')).toHaveLength(2));
  });

  it('plays the confetti once for ?created=1 and removes the parameter', async () => {
    signInAs('designer');
    const { router } = openSite('/sites/id/42?created=1');
    await screen.findByRole('heading', { name: site.name });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/sites/id/42');
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
  });

  it('plays no confetti without the parameter', async () => {
    signInAs('designer');
    openSite('/sites/id/42');
    await screen.findByRole('heading', { name: site.name });
    expect(confetti).not.toHaveBeenCalled();
  });
});

describe('header buttons', () => {
  const shown = async (role: Role, detail: SiteDetail) => {
    signInAs(role);
    openSite('/sites/id/42', detail);
    await screen.findByRole('heading', { name: detail.name });
    header();
    return (name: string) => button(name) !== null;
  };

  it('shows Open Trello, Backend, Edit Site, Preview and the copy control when the site has them', async () => {
    const has = await shown('admin', siteDetail({ id: 42, trello_card_id: 'card1', organization_id: 'org-9', duda_id: 'abc123' }));
    expect(['Open Trello', 'Backend', 'Edit Site', 'View Pages', 'Preview', 'Copy preview link'].map(has)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(has('Create Duda Project')).toBe(false);
    expect(screen.getByRole('link', { name: 'View Pages' })).toHaveAttribute('href', '/pages/42');
  });

  it('hides them when the site lacks a board card, an organization and a builder project', async () => {
    const has = await shown('admin', site);
    expect(['Open Trello', 'Backend', 'Edit Site', 'Preview', 'Copy preview link', 'Stage Site'].map(has)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('hides View Pages for sdr', async () => {
    expect((await shown('sdr', siteDetail({ id: 42, duda_id: 'abc123' })))('View Pages')).toBe(false);
  });

  it('hides Edit Site for florist', async () => {
    expect((await shown('florist', siteDetail({ id: 42, duda_id: 'abc123' })))('Edit Site')).toBe(false);
  });

  it.each([
    ['care', 'Pre-Staging QA', 'abc123', true],
    ['admin', 'Final QA', 'abc123', true],
    ['designer', 'Final QA', 'abc123', false],
    ['care', 'In Design', 'abc123', false],
    ['care', 'Final QA', null, false],
  ] as const)('Stage Site for %s on %s with builder id %s: %s', async (role, status, dudaId, expected) => {
    const has = await shown(role, siteDetail({ id: 42, launcher_label: status, duda_id: dudaId }));
    expect(has('Stage Site')).toBe(expected);
  });

  it.each([
    ['designer', false, true],
    ['admin', false, true],
    ['designer', true, false],
    ['care', false, false],
  ] as const)('Create Duda Project for %s, hosted obit %s: %s', async (role, hostedObit, expected) => {
    const has = await shown(role, siteDetail({ id: 42, hosted_obit_site: hostedObit }));
    expect(has('Create Duda Project')).toBe(expected);
  });

  it('validates, stages the site and reads it again (the staging modal: src/views/staging)', async () => {
    signInAs('care');
    const staged = siteDetail({ id: 42, launcher_label: 'Final QA', duda_id: 'abc123' });
    const { api } = openSite('/sites/id/42', staged, {
      'POST /api/sites/42/validate/countFakeObits': { body: { count: 0 } },
      'POST /api/sites/42/validate/collectionURLs': { body: { collections: [] } },
      'POST /api/sites/42/stage': { body: { id: 42, from: 'Final QA', launcher_label: 'Staged' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stage Site' }));
    // The staging modal's code loads when the button is first used: wait for its confirmation,
    // and nothing is checked before it is answered (issue 33).
    const confirmation = await screen.findByRole('dialog', { name: 'Stage Site' });
    expect(api.calls).not.toContain('POST /api/sites/42/validate/countFakeObits');
    await user.click(within(confirmation).getByRole('button', { name: 'Stage Site' }));
    // No findings: staging starts by itself after the 1 second delay.
    expect(await within(await screen.findByRole('dialog')).findByText('Oakwood Funeral Home is now Staged.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/sites/42')).toHaveLength(2));
    expect(api.calls).toContain('POST /api/sites/42/stage');
  });

  it("copies the preview link with 'Preview link copied to clipboard!'", async () => {
    signInAs('designer');
    openSite('/sites/id/42', siteDetail({ id: 42, duda_id: 'abc123' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy preview link' }));
    expect(await screen.findByText('Preview link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/api/sites/42/preview`);
  });
});

describe('tabs', () => {
  it.each([
    // The Scrape tab's own first heading: admin starts scrapes there.
    ['/sites/id/42/scrape', 'Scrape', 'Start a scrape'],
  ])('%s shows the %s tab under the same header and title', async (path, tab, heading) => {
    signInAs('admin');
    openSite(path);
    expect(await screen.findByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('42 Oakwood Funeral Home | Website Admin'));
  });

  const domainRequestDefaults = {
    fhid: 42,
    fhName: 'Oakwood Funeral Home',
    primaryDomain: 'oakwoodfuneralhome.com',
    fhEmail: 'info@oakwoodfuneralhome.com',
    aeEmail: 'ae@example.com',
    providerEmail: 'support@webpro.example',
    providerName: 'WebPro',
    lastRequest: null,
  };

  it('shows the Domains tab to ae: the request form, without the domain type filter', async () => {
    signInAs('ae');
    const { api } = openSite('/sites/id/42/domains', site, { 'GET /api/domainRequest/defaults': { body: domainRequestDefaults } });
    expect(await screen.findByRole('form', { name: 'Domain request' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Domains', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Domain type' })).not.toBeInTheDocument();
    expect(api.calls).toContain('GET /api/domainRequest/defaults');
  });

  it('opens the Domains tab on the proxy tool for launch, who may switch to the request form', async () => {
    signInAs('launch');
    openSite('/sites/id/42/domains', site, { 'GET /api/domainRequest/defaults': { body: domainRequestDefaults } });
    const form = await screen.findByRole('form', { name: 'Proxy a domain' });
    expect(within(form).getByRole('textbox', { name: 'Domain' })).toHaveValue(site.apex);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Domain request' }));
    expect(await screen.findByRole('form', { name: 'Domain request' })).toBeInTheDocument();
  });

  it('shows designers an Admin Only placeholder on the Domains route and no Domains tab', async () => {
    signInAs('designer');
    openSite('/sites/id/42/domains');
    expect(await screen.findByRole('heading', { name: 'Admin Only' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Domains' })).not.toBeInTheDocument();
  });

  it('mounts the notes of the site on /notes', async () => {
    signInAs('designer');
    const { api } = openSite('/sites/id/42/notes', site, { 'GET /api/notes': { body: [] } });
    expect(await screen.findByRole('tab', { name: 'Notes', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('GET /api/notes'));
  });

  it('mounts the checklist of the site on /checklist', async () => {
    signInAs('care');
    const { api } = openSite('/sites/id/42/checklist');
    expect(await screen.findByRole('tab', { name: 'Checklist', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('GET /api/siteChecklist/checklist'));
  });

  it.each([
    ['launch', 'In Design', true],
    ['admin', 'Staged', true],
    ['admin', 'Live', false],
    ['care', 'In Design', false],
  ] as const)('Go Live for %s on %s: %s', async (role, status, expected) => {
    signInAs(role);
    openSite('/sites/id/42', siteDetail({ id: 42, launcher_label: status }));
    await screen.findByRole('heading', { name: site.name });
    expect(screen.queryByRole('button', { name: 'Go Live' }) !== null).toBe(expected);
  });

  it('lists the four action tiles', async () => {
    signInAs('admin');
    openSite('/sites/id/42/actions', site, {
      'GET /api/sites/42/subscribers': { body: { count: 2, latest: [] } },
      'GET /api/sites/42/backups': { body: [] },
    });
    for (const tile of ['Obituary Scrape', 'Fake Obituaries', 'Subscriber Import', 'Run Site Backup']) {
      expect(await screen.findByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(await screen.findByText('2 subscribers')).toBeInTheDocument();
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
    // The start form is on the Scrape tab only (decision 0536): the tile links there.
    expect(screen.getByRole('link', { name: 'Start a scrape on the Scrape tab' })).toHaveAttribute('href', '/sites/id/42/scrape');
    expect(screen.queryByRole('form', { name: 'Start a scrape' })).toBeNull();
  });

  it('mounts the revisions of the site on /qa', async () => {
    signInAs('care');
    openSite('/sites/id/42/qa', site, { 'GET /api/siteRevisions': { body: [] } });
    expect(await screen.findByText('No revisions logged')).toBeInTheDocument();
  });

  it('moves between tabs through the tab bar', async () => {
    signInAs('admin');
    const { router } = openSite('/sites/id/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Scrape' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/id/42/scrape'));
  });

  // Issue 33: the keyboard journey starts at the site, not at the page body.
  it("moves the focus to the site's heading when the site opens", async () => {
    signInAs('admin');
    openSite('/sites/id/42/notes', site, { 'GET /api/notes': { body: [] } });
    await waitFor(() => expect(header()).toHaveFocus());
  });
});

describe('site detail page on a phone', () => {
  // A 390 px wide screen: below both the phone and the side-by-side widths.
  const phoneWidth = (query: string) => /max-width: (47|61)\.99em/.test(query);
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phoneWidth(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
  });

  const withLinks = siteDetail({
    id: 42,
    name: 'Oakwood Funeral Home',
    trello_card_id: 'card1',
    organization_id: 'org-9',
    duda_id: 'abc123',
  });

  it("shows the name, the status and 'Site actions' holding the header's other controls", async () => {
    signInAs('admin');
    openSite('/sites/id/42', withLinks);
    await screen.findByRole('heading', { level: 1, name: 'Oakwood Funeral Home' });
    expect(screen.getByText('In Design')).toBeInTheDocument();
    expect(screen.queryByLabelText('Site id')).toBeNull();
    const actions = screen.getByRole('button', { name: 'Site actions' });
    expect(actions).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Open Trello', 'Backend', 'View Pages', 'Preview']) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Status' })).toBeNull();

    await userEvent.setup().click(actions);
    expect(actions).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Site actions' });
    for (const name of ['Open Trello', 'Backend', 'View Pages', 'Preview'])
      expect(within(group).getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Edit Site', 'Copy preview link', 'Go Live', 'Status'])
      expect(within(group).getByRole('button', { name })).toBeInTheDocument();
  });

  it('puts the tabs and their content before the side panel', async () => {
    signInAs('admin');
    openSite('/sites/id/42/notes', site, { 'GET /api/notes': { body: [] } });
    const summary = await screen.findByRole('complementary', { name: 'Site summary' });
    const tabs = screen.getByRole('tablist');
    expect(tabs.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Details tab', () => {
  it('edits the provider in place and reads the site again', async () => {
    signInAs('am');
    const { api } = openSite('/sites/id/42', site, {
      'GET /api/providers': {
        body: [
          { id: 1, name: 'WebPro' },
          { id: 2, name: 'FrontRunner' },
        ],
      },
      'POST /api/sites/42/provider': {
        body: {
          id: 42,
          provider: 'FrontRunner',
          provider_id: 2,
          corporation_id: 1,
          referral_partner_id: null,
          funding_partner: null,
          funding_partner_id: null,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Provider' }));
    await user.click(screen.getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'FrontRunner' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Provider updated')).toBeInTheDocument();
    const post = api.requests.find((request) => request.url.endsWith('/api/sites/42/provider'));
    expect(await post?.json()).toEqual({ provider: 'FrontRunner' });
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/sites/42')).toHaveLength(2));
  });

  it('disables the field editors for a role without editSiteFields and hides the sync for roles without syncContentLibrary', async () => {
    signInAs('care');
    openSite('/sites/id/42');
    expect(await screen.findByRole('button', { name: 'Edit Corporation' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sync Content Library' })).not.toBeInTheDocument();
  });

  it('syncs the content library', async () => {
    signInAs('designer');
    openSite('/sites/id/42', siteDetail({ id: 42, duda_id: 'abc123' }), {
      'POST /api/sites/syncContentLibrary/42': { body: { synced: true } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sync Content Library' }));
    expect(await screen.findByText('Finished updating content library!')).toBeInTheDocument();
  });

  it("says 'Unable to update content library' when the sync fails", async () => {
    signInAs('admin');
    openSite('/sites/id/42', siteDetail({ id: 42, duda_id: 'abc123' }), {
      'POST /api/sites/syncContentLibrary/42': { status: 502, body: { error: 'down' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sync Content Library' }));
    expect(await screen.findByText('Unable to update content library')).toBeInTheDocument();
  });
});
