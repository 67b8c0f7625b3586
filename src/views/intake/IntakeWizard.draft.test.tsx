import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/api/apiError';
import { emptyIntakeForm, type IntakeForm } from '../../../domain/intake/intakeForm';
import type { IntakeActors } from '../../../machines/intake/intake.actors';
import { createControlledActors } from '../../testing/controlledActors';
import { renderView } from '../../testing/ViewWiring';
import { IntakeWizard } from './IntakeWizard';

const actorIds = ['loadTemplates', 'loadContent', 'searchFirm', 'createSite', 'uploadImage', 'createCard'] as const;

const renderWizard = () => {
  const stubs = createControlledActors(actorIds);
  const actors = Object.fromEntries(actorIds.map((id) => [id, stubs.actor(id)])) as unknown as IntakeActors;
  const view = renderView(<IntakeWizard onDone={() => {}} />, { actors: { intake: actors } });
  return { stubs, view };
};

const kept = () => JSON.parse(localStorage.getItem('draft:1:intake') ?? 'null') as IntakeForm | null;

/** A wizard filled in as far as the submit: a home with one location, its team chosen. */
const readyToSubmit = (): IntakeForm => {
  const form = emptyIntakeForm();
  form.fh.details = {
    name: 'Oak Hill Funeral Home',
    url: 'https://oakhill.example',
    provider: '1',
    referralPartner: 'none',
    fundingPartner: 'none',
    corporation: '1',
    floralPhone: 'orders@oakhill.example',
    replyToName: 'Oak Hill',
    replyToAddress: 'hello@oakhill.example',
  };
  form.fh.contact = { name: 'Olive Oak', phone: '555-0100', email: 'olive@oakhill.example' };
  form.fh.locations = [
    {
      id: 'V1StGXR8_Z5jdHi6B-myT',
      name: 'Main Chapel',
      address: '1 Oak St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '',
      email: '',
      is_cemetery: false,
    },
  ];
  form.team = { ...form.team, ae: 'none', sdr: 'none', am: 'none' };
  return form;
};

describe('the intake wizard’s form, kept in the browser', () => {
  it('is kept while typed, offered back when the page opens again, and forgotten when discarded', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWizard();
    await user.type(screen.getByRole('textbox', { name: /^Funeral Home Name/ }), 'Oak Hill');
    await user.type(screen.getByRole('textbox', { name: /^Contact Phone/ }), '555-0100');
    expect(kept()?.fh.details.name).toBe('Oak Hill');
    expect(kept()?.fh.contact.phone).toBe('555-0100');
    first.view.unmount();

    // A reload, or signing in again after the session expired.
    renderWizard();
    expect(await screen.findByText('Unsaved text restored.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Funeral Home Name/ })).toHaveValue('Oak Hill');
    expect(screen.getByRole('textbox', { name: /^Contact Phone/ })).toHaveValue('555-0100');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: /^Funeral Home Name/ })).toHaveValue('');
    expect(screen.queryByText('Unsaved text restored.')).toBeNull();
    expect(localStorage.getItem('draft:1:intake')).toBeNull();
  });

  it('never keeps a password', async () => {
    const user = userEvent.setup({ delay: null });
    const form = readyToSubmit();
    form.dnsInfo.ownsDomain = true;
    localStorage.setItem('draft:1:intake', JSON.stringify(form));
    renderWizard();
    await user.click(await screen.findByRole('switch', { name: 'Hosted obituaries only' }));
    await user.type(await screen.findByRole('textbox', { name: 'DNS Username' }), 'oakhill');
    await user.type(screen.getByLabelText('DNS Password'), 'hunter2');
    expect(screen.getByLabelText('DNS Password')).toHaveValue('hunter2');
    expect(kept()?.dnsInfo).toMatchObject({ ownsDomain: true, dnsUsername: 'oakhill', dnsPassword: '' });
  });

  it('stays through a failed submit and is forgotten once the site is created', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('draft:1:intake', JSON.stringify(readyToSubmit()));
    const { stubs } = renderWizard();
    expect(await screen.findByRole('textbox', { name: /^Funeral Home Name/ })).toHaveValue('Oak Hill Funeral Home');
    await user.click(screen.getByRole('switch', { name: 'Hosted obituaries only' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(stubs.waiting('createSite')).toBe(true));
    act(() =>
      stubs.settle({ type: 'xstate.error.actor.createSite', error: new ApiError(0, { error: 'The server could not be reached' }) }),
    );
    expect(await screen.findByText('The site could not be created')).toBeInTheDocument();
    expect(kept()?.fh.details.name).toBe('Oak Hill Funeral Home');
    expect(kept()?.fh.hostedObits).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(stubs.waiting('createSite')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.createSite', output: { fhid: 77 } }));
    await waitFor(() => expect(localStorage.getItem('draft:1:intake')).toBeNull());
  });
});
