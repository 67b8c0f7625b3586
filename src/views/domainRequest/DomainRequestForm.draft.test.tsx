import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { renderView } from '../../testing/ViewWiring';
import { domainRequestActorsFixture } from './domainRequestFixtures';
import { DomainRequestForm } from './DomainRequestForm';

const ae = { id: 21, role: 'ae', name: 'Avery Exec' } as const;

const renderForm = (sendRequest: StubAnswer = 'answer') =>
  renderView(<DomainRequestForm fhid={1042} />, { actors: { domainRequest: domainRequestActorsFixture({ sendRequest }) }, viewer: ae });

const field = async (name: string) =>
  within(await screen.findByRole('form', { name: 'Domain request' })).getByRole('textbox', { name: new RegExp(`^${name}`) });
const kept = () => JSON.parse(localStorage.getItem('draft:21:domainRequest:1042') ?? 'null') as Record<string, string> | null;

describe('a domain request being typed, kept in the browser', () => {
  it('is kept through a failed send, offered back when the form opens again, and forgotten once sent', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderForm(offline);
    await user.type(await field('Additional domains'), 'oakwood.example');
    await user.type(await field('AE notes'), 'Family asked for both');
    expect(kept()).toMatchObject({
      fhName: 'Oakwood Funeral Home',
      additionalDomains: 'oakwood.example',
      aeNotes: 'Family asked for both',
    });
    await user.click(screen.getByRole('button', { name: 'Send Domain Request' }));
    expect(await screen.findByText('Unable to send domain request')).toBeInTheDocument();
    expect(kept()?.aeNotes).toBe('Family asked for both');
    first.unmount();

    // A reload, or signing in again after the session expired.
    renderForm();
    expect(await field('AE notes')).toHaveValue('Family asked for both');
    expect(await field('Additional domains')).toHaveValue('oakwood.example');
    expect(screen.getByText('Unsaved text restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Domain Request' }));
    expect(await screen.findByText('Domain Request Sent!')).toBeInTheDocument();
    await waitFor(() => expect(kept()).toBeNull());

    // The next request starts from the site's defaults, with nothing to offer back.
    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(await field('AE notes')).toHaveValue('');
    expect(await field('Funeral home e-mail')).toHaveValue('info@oakwoodfuneralhome.com');
    expect(screen.queryByText('Unsaved text restored.')).toBeNull();
  });

  it('keeps nothing while the form holds the site’s defaults', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.clear(await field('Funeral home e-mail'));
    await user.type(await field('Funeral home e-mail'), 'office@oakwood.example');
    expect(kept()?.fhEmail).toBe('office@oakwood.example');
    // Typing the default back leaves nothing to keep.
    await user.clear(await field('Funeral home e-mail'));
    await user.type(await field('Funeral home e-mail'), 'info@oakwoodfuneralhome.com');
    expect(kept()).toBeNull();
  });

  it('is forgotten when discarded, and the site’s defaults come back', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = {
      fhName: 'Oakwood Funeral Home',
      primaryDomain: 'oakwoodfuneralhome.com',
      additionalDomains: '',
      providerEmail: 'websites@tributetech.example',
      otherEmail: '',
      fhEmail: 'office@oakwood.example',
      aeEmail: 'avery@example.com',
      additionalCc: '',
      aeNotes: 'Half a note',
    };
    localStorage.setItem('draft:21:domainRequest:1042', JSON.stringify(draft));
    renderForm();
    expect(await field('AE notes')).toHaveValue('Half a note');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await field('AE notes')).toHaveValue('');
    expect(await field('Funeral home e-mail')).toHaveValue('info@oakwoodfuneralhome.com');
    expect(kept()).toBeNull();
  });
});
