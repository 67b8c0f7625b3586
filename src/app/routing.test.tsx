import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { emptyLookupAnswers, stubApi } from '../testing/stubApi';
import { renderApp, signInAs } from '../testing/renderApp';
import { vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  stubApi(emptyLookupAnswers);
});
afterEach(() => vi.unstubAllGlobals());

describe('route guard', () => {
  it('sends a signed-out visitor of /sites/unassigned to /login, keeping the requested page', async () => {
    const { router } = renderApp('/sites/unassigned');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/sites/unassigned' });
  });

  it('keeps the query string of the requested page', async () => {
    const { router } = renderApp('/sites/id/42/qa?tab=open');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.search).toEqual({ redirect: '/sites/id/42/qa?tab=open' });
  });

  it('treats a stored user missing a required field as signed out', async () => {
    signInAs('designer');
    localStorage.setItem('email', '');
    const { router } = renderApp('/sites');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user through to the screen inside the shell', async () => {
    signInAs('designer');
    renderApp('/sites/unassigned');
    expect(await screen.findByRole('heading', { name: 'Ready for Designer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ready for Designer | Website Admin'));
  });

  it('sends the user to /login when the API says the session is gone', async () => {
    signInAs('designer');
    stubApi({ ...emptyLookupAnswers, 'GET /api/designers': { status: 401, body: { error: 'Not signed in' } } });
    const { router } = renderApp('/scrapes');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.search).toEqual({ redirect: '/scrapes' });
    expect(localStorage.getItem('name')).toBeNull();
  });
});

describe('paths', () => {
  it.each([
    ['admin', 'All Sites', '/sites'],
    ['executive', 'All Sites', '/sites'],
    ['designer', 'My Sites', '/sites/me'],
    ['florist', 'My Sites', '/sites/me'],
  ] as const)('sends a signed-in %s from / to their own work, %s', async (role, heading, path) => {
    signInAs(role);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('strips a trailing slash by redirect', async () => {
    signInAs('admin');
    const { router, history } = renderApp('/sites/');
    expect(await screen.findByRole('heading', { name: 'All Sites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sites');
    expect(history.location.pathname).toBe('/sites');
  });

  it.each([
    ['/sites', 'All Sites', 'All Sites'],
    ['/sites/floral-unassigned', 'Ready for Floral', 'Unassigned Sites'],
    ['/sites/qa', 'Ready for QA', 'Ready for QA'],
    ['/sites/seo', 'SEO', 'SEO'],
    ['/sites/coaching-sessions', 'Ready for Coaching', 'Ready for Coaching'],
    ['/launch-schedule', 'Launch Schedule', 'Launch Schedule'],
    ['/intake', 'New Website', 'New Website'],
    ['/scrapes', 'Scrapes', 'Scrapes'],
    ['/godaddy-tools', 'GoDaddy Tools', 'GoDaddy Tools'],
    ['/create', 'Create Site', 'Create Site'],
    ['/link', 'Link a Duda Site', 'Link a Duda Site'],
    ['/pages/42', 'Site 42: Pages', 'Site Pages 42'],
    // /sites/id/{id} and its tabs: src/views/siteDetail/SiteDetailPage.test.tsx
  ])('%s shows the heading %s and the title %s', async (path, heading, title) => {
    signInAs('admin');
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Website Admin`));
  });
});

describe('screens a role may not use', () => {
  // The route refuses (RequireCapability); the view behind it never renders for these roles.
  it.each([
    ['/intake', 'florist', 'New Website', 'New Website is not available to your role (Floral Specialist).', 'Next'],
    ['/link', 'ae', 'Link a Duda Site', 'Link a Duda Site is not available to your role (Account Executive).', 'Link'],
  ] as const)('refuses %s to the %s role', async (path, role, title, refusal, formButton) => {
    signInAs(role);
    renderApp(path);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: formButton })).toBeNull();
  });
});

describe('not-found page', () => {
  it('answers an unknown path', async () => {
    signInAs('designer');
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('An error has occurred.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click here to go home.' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Website Admin'));
  });

  // Issue 27: a site id is any whole number from 1 to 2,147,483,647 (an integer column).
  it.each([1_000_000_000, 2_147_483_647])('opens the pages of the site %i', async (id) => {
    signInAs('admin');
    renderApp(`/pages/${id}`);
    expect(await screen.findByRole('heading', { name: `Site ${id}: Pages` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Site Pages ${id} | Website Admin`));
  });

  it.each(['0', '2147483648'])('answers /pages/%s: no site can have that id', async (id) => {
    signInAs('admin');
    renderApp(`/pages/${id}`);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Website Admin'));
  });

  it.each(['admin', 'executive'] as const)('answers /sites/me for the privileged role %s', async (role) => {
    signInAs(role);
    renderApp('/sites/me');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is not what other roles see at /sites/me', async () => {
    signInAs('designer');
    renderApp('/sites/me');
    expect(await screen.findByRole('heading', { name: 'My Sites' })).toBeInTheDocument();
  });

  it('takes the user home from its link', async () => {
    signInAs('designer');
    const { router } = renderApp('/nowhere');
    (await screen.findByRole('link', { name: 'Click here to go home.' })).click();
    expect(await screen.findByRole('heading', { name: 'My Sites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sites/me');
  });
});
