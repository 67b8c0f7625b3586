import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteRow } from '../siteList/fixtures/siteRows';
import { MarkCoachedModal } from './MarkCoachedModal';
import type { SiteListServices } from '../siteList/siteListServices';
import { SiteListDataProviders, stubServices } from '../siteList/testing/siteListProviders';

const row = siteRow({ id: 1005, name: 'Maple Grove Chapel', launcher_label: 'Live', coaching_sessions: true });
const title = 'Mark Maple Grove Chapel as coached';
const recorded = { last_coaching_session: '2025-06-16', pretty_last_coaching_session: 'Jun 16, 2025' };

const withAnswer = (markCoached: SiteListServices['markCoached']) => stubServices({ markCoached });

/** Opens the modal and types a note: every story past closed starts this way. */
const openWithNote = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark Coached' }));
  const dialog = within(await body.findByRole('dialog', { name: title }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Additional note' }), 'Walked through the obituary editor');
  return { body, dialog };
};

const submit = async (canvasElement: HTMLElement) => {
  const { body, dialog } = await openWithNote(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: 'Mark Coached' }));
  return { body, dialog };
};

/** A story's `parameters.services` answer its calls; by default Mark Coached succeeds. */
const withServices: Decorator = (Story, { parameters }) => (
  <SiteListDataProviders services={(parameters.services as SiteListServices | undefined) ?? withAnswer(async () => recorded)}>
    <Story />
  </SiteListDataProviders>
);

/** One story per state of markCoachedMachine. */
const meta = {
  title: 'Site lists/MarkCoachedModal',
  component: MarkCoachedModal,
  parameters: { layout: 'padded' },
  args: { row, onCoached: fn() },
  decorators: [withServices],
} satisfies Meta<typeof MarkCoachedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark Coached' })).toBeEnabled();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithNote(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Mark Coached' })).toBeEnabled();
  },
};

export const Saving: Story = {
  parameters: { services: withAnswer(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const { dialog } = await submit(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Done: Story = {
  parameters: { services: withAnswer(async () => recorded) },
  play: async ({ canvasElement, args }) => {
    const { body } = await submit(canvasElement);
    await expect(await body.findByText('Coaching session complete')).toBeInTheDocument();
    await expect(args.onCoached).toHaveBeenCalledWith(recorded);
  },
};

export const Failed: Story = {
  parameters: { services: withAnswer(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const { body, dialog } = await submit(canvasElement);
    await expect(await body.findByText('Unable to mark coaching session as complete')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Additional note' })).toHaveValue('Walked through the obituary editor');
  },
};
