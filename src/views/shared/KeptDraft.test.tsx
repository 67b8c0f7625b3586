import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offline } from '../../testing/stubAnswer';
import { renderView } from '../../testing/ViewWiring';
import { notesActorsFixture, notesDesigner } from '../siteNotes/notesFixtures';
import { SiteNotesPanel } from '../siteNotes/SiteNotesPanel';

const renderNotes = (createNote: 'answer' | typeof offline = 'answer') =>
  renderView(<SiteNotesPanel fhid={12} />, { actors: { siteNotes: notesActorsFixture(undefined, { createNote }) }, viewer: notesDesigner });

describe('a note being typed, kept in the browser', () => {
  it('is kept while typed and through a failed save, and offered back when the box opens again', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderNotes(offline);
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Call the family back');
    expect(localStorage.getItem('draft:5:note:12')).toBe('"Call the family back"');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Unable to add note')).toBeInTheDocument();
    expect(localStorage.getItem('draft:5:note:12')).toBe('"Call the family back"');
    first.unmount();

    // A reload, or signing in again after the session expired.
    renderNotes();
    expect(await screen.findByRole('textbox', { name: 'New note' })).toHaveValue('Call the family back');
    expect(screen.getByText('Unsaved text restored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue(''));
    expect(localStorage.getItem('draft:5:note:12')).toBeNull();
    expect(screen.queryByText('Unsaved text restored.')).toBeNull();
  });

  it('is forgotten when discarded, and is only its own person’s and site’s', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('draft:5:note:12', '"Half a thought"');
    localStorage.setItem('draft:1:note:12', '"The admin’s words"');
    localStorage.setItem('draft:5:note:13', '"Another site"');
    renderNotes();
    expect(await screen.findByRole('textbox', { name: 'New note' })).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
    expect(localStorage.getItem('draft:5:note:12')).toBeNull();
    expect(localStorage.getItem('draft:1:note:12')).toBe('"The admin’s words"');
    expect(localStorage.getItem('draft:5:note:13')).toBe('"Another site"');
  });
});
