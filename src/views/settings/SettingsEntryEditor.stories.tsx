import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsEntryEditor } from './SettingsEntryEditor';

/** The Edit form of an entry with more than a name: one story per kind of entry. */
const meta = {
  title: 'settingsEntry',
  component: SettingsEntryEditor,
  args: {
    row: {
      id: 2,
      name: 'Heritage Memorial Partners',
      position: 1,
      retired: false,
      sites: 4,
      contacts: [{ name: 'Owner', email: 'owner@heritage.example', type: 'primary', domainContact: false, priority: 1 }],
    },
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SettingsEntryEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A corporation's contacts: a second one added is sent with the first. */
export const CorporationContacts: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit Heritage Memorial Partners' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add a contact' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name of contact 2' }), 'Deputy');
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail of contact 2' }), 'deputy@heritage.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      contacts: [
        { name: 'Owner', email: 'owner@heritage.example', type: 'primary', domainContact: false, priority: 1 },
        { name: 'Deputy', email: 'deputy@heritage.example', type: 'primary', domainContact: false, priority: null },
      ],
    });
  },
};

/** A provider: its scrape family and contact e-mail (an empty address is sent as none). */
export const Provider: Story = {
  args: {
    row: { id: 4, name: 'Batesville', position: 3, retired: false, sites: 12, scrapeFamily: 'batesville', contactEmail: null },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit Batesville' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ scrapeFamily: 'batesville', contactEmail: null });
  },
};

/** An addon: the question the Details tab asks before it is ticked. */
export const Addon: Story = {
  args: { row: { id: 2, name: 'Flowers', position: 1, retired: false, sites: 3, question: null } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit Flowers' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Question asked before it is ticked' }), 'Florist chosen?');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ question: 'Florist chosen?' });
  },
};

/** A reason: whether choosing it requires a note. */
export const Reason: Story = {
  args: { row: { id: 3, name: 'Scrape issue', position: 2, retired: false, sites: 0, requiresNote: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit Scrape issue' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Requires a note' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ requiresNote: true });
  },
};
