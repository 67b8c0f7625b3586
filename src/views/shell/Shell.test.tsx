import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { roles, type Role } from '../../../domain/roles';
import { emptyLookupAnswers, stubApi } from '../../testing/stubApi';
import { renderApp, signInAs } from '../../testing/renderApp';
import { sidebarInSpecOrder } from '../../testing/sidebarInSpecOrder';

/** decisions.md §2: New Website (intake) is for admin, ae, sdr and designer only; the others do not see its entry. */
const intakeRoles: readonly Role[] = ['admin', 'ae', 'sdr', 'designer'];
/** Part 1 §2 lists Scrapes for everyone, florist and sdr included (issue 33). */
/** Everyone's Inbox (issue 34) follows part 1's entries, then Insights (issue 35) for every role that holds sites: not launch. */
const sidebarFor = (role: Role) => [
  ...sidebarInSpecOrder.filter((label) => label !== 'New Website' || intakeRoles.includes(role)),
  'Inbox',
  ...(role === 'launch' ? [] : ['Insights']),
];

const navLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Shell sidebar', () => {
  beforeEach(() => stubApi(emptyLookupAnswers));

  it.each(roles.filter((role) => role !== 'admin' && role !== 'executive'))(
    'lists every entry in order for %s, starting with My Sites',
    async (role: Role) => {
      signInAs(role);
      renderApp('/sites');
      // The first test loads the All Sites screen's code cold, which can take a few seconds (vitest.setup.ts).
      await screen.findByRole('heading', { name: 'All Sites' });
      // Collapsed rail: each icon link is named by its label.
      expect(navLinks().map((link) => link.getAttribute('aria-label'))).toEqual(sidebarFor(role));
    },
  );

  it.each(['admin', 'executive'] as const)('hides My Sites for the privileged role %s', async (role) => {
    signInAs(role);
    renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    // Admins also read the sandbox mailer's Outbox and manage People; both keep or read the Settings lists (issue 30) and read the Audit log (issue 34), last.
    const adminOnly = role === 'admin' ? ['Outbox', 'People'] : [];
    expect(navLinks().map((link) => link.getAttribute('aria-label'))).toEqual([
      ...sidebarFor(role).slice(1),
      ...adminOnly,
      'Settings',
      'Audit log',
    ]);
  });

  it('links each entry to its path and marks the current one active', async () => {
    signInAs('designer');
    renderApp('/sites/floral-unassigned');
    await screen.findByRole('heading', { name: 'Ready for Floral' });
    const hrefs = navLinks().map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/sites/me',
      '/sites',
      '/intake',
      '/launch-schedule',
      '/sites/unassigned',
      '/sites/floral-unassigned',
      '/sites/qa',
      '/sites/seo',
      '/sites/coaching-sessions',
      '/scrapes',
      '/godaddy-tools',
      '/inbox',
      '/insights',
    ]);
    // Mantine highlights both data-active and aria-current="page": one entry only, not All Sites too.
    const active = navLinks().filter((link) => link.hasAttribute('data-active') || link.getAttribute('aria-current') === 'page');
    expect(active.map((link) => link.getAttribute('aria-label'))).toEqual(['Ready for Floral']);
  });

  it('starts collapsed and opens to show the labels', async () => {
    signInAs('designer');
    renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByText('Scrapes')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByText('Scrapes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('navigates when an entry is clicked', async () => {
    signInAs('designer');
    const { router } = renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    await userEvent.click(screen.getByRole('link', { name: 'Scrapes' }));
    expect(await screen.findByRole('heading', { name: 'Scrapes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scrapes');
  });

  it('opens the mobile drawer from the burger', async () => {
    signInAs('designer');
    renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...sidebarInSpecOrder, 'Inbox', 'Insights']);
  });
});

describe('Shell top bar', () => {
  it("shows the user's name and initials when there is no image", async () => {
    stubApi(emptyLookupAnswers);
    signInAs('designer', { name: 'Dana Designer', image: null });
    renderApp('/sites');
    expect(await screen.findByText('Dana Designer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('DD');
  });

  it('signs out: calls GET /logout, clears the stored user and shows /login', async () => {
    const api = stubApi({ ...emptyLookupAnswers, 'GET /logout': { body: { status: 'SUCCESS' } } });
    signInAs('designer');
    const { router } = renderApp('/sites');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /logout');
    expect(router.state.location.pathname).toBe('/login');
    for (const key of ['name', 'user_id', 'role', 'image', 'email', 'trello_id']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('shows the error in a browser alert when signing out fails, and stays signed in', async () => {
    stubApi({ ...emptyLookupAnswers, 'GET /logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signInAs('designer');
    const { router } = renderApp('/sites');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    // The transport reports a request that got no answer in its own words (src/api/http.ts).
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The server could not be reached'));
    expect(localStorage.getItem('name')).toBe('Dana Designer');
    expect(router.state.location.pathname).toBe('/sites');
  });
});

describe('Shell skip link', () => {
  beforeEach(() => {
    // Earlier tests' toasts would otherwise come first in the Tab order.
    act(() => notifications.clean());
    stubApi({ ...emptyLookupAnswers, 'GET /api/sites': { body: { data: [], totalSites: 0 } } });
  });

  it("is the first Tab stop, and 'Skip to content' moves focus to the page's main content", async () => {
    signInAs('designer');
    renderApp('/sites');
    await screen.findByRole('heading', { name: 'All Sites' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes into the page, past the header and the sidebar.
    await userEvent.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });
});
