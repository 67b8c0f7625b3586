import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { BuilderLinkActors } from '../../../machines/builderLink/builderLink.actors';
import { storyWiring } from '../../testing/storyWiring';
import { BuilderLinkView } from './BuilderLinkView';
import { machineDoc } from '../../stories/machineDocs';
import { builderLinkMachine } from '../../../machines/builderLink/builderLink.machine';
import { builderLinkNotes } from '../../stories/notes/otherScreenNotes';

type Answer = 'ok' | 'pending' | 'refused' | 'offline';
const settle = (answer: Answer): Promise<unknown> => {
  if (answer === 'pending') return new Promise(() => {});
  if (answer === 'refused')
    return Promise.reject(
      new ApiError(409, { error: 'Duda site already linked', errorMessage: 'abc12345 is already linked to Elm Chapel (ID: 7)' }),
    );
  if (answer === 'offline') return Promise.reject(new ApiError(0, { error: 'The server could not be reached' }));
  return Promise.resolve(null);
};
const linkActors = (answer: Answer): BuilderLinkActors => ({
  linkSite: fromPromise(() => settle(answer)),
  unlinkSite: fromPromise(() => settle(answer)),
});
const wired = (answer: Answer = 'ok') => storyWiring({ actors: () => ({ builderLink: linkActors(answer) }) });

const meta = {
  title: 'builderLink',
  component: BuilderLinkView,
  args: { onDone: fn() },
  parameters: { machineDocs: [machineDoc(builderLinkMachine, builderLinkNotes)], ...wired() },
} satisfies Meta<typeof BuilderLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const link = async (canvasElement: HTMLElement) => {
  const form = within(await page(canvasElement).findByRole('form', { name: 'Link an existing Duda site' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Duda site' }), 'abc12345');
  await userEvent.type(form.getByRole('textbox', { name: 'Funeral home ID' }), '42');
  await userEvent.click(form.getByRole('button', { name: 'Link' }));
  return form;
};
const unlink = async (canvasElement: HTMLElement) => {
  const form = within(await page(canvasElement).findByRole('form', { name: 'Unlink an existing Duda site' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Funeral home ID' }), '42');
  await userEvent.click(form.getByRole('button', { name: 'Unlink' }));
  return form;
};

/** ready.clean */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Link an existing Duda site')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Unlink an existing Duda site')).toBeInTheDocument();
  },
};

export const Linking: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    const form = await link(canvasElement);
    await expect(form.getByRole('button', { name: 'Link' })).toHaveAttribute('data-loading');
  },
};

export const Unlinking: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    const form = await unlink(canvasElement);
    await expect(form.getByRole('button', { name: 'Unlink' })).toHaveAttribute('data-loading');
  },
};

export const Refused: Story = {
  parameters: wired('refused'),
  play: async ({ canvasElement }) => {
    await link(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Duda site already linked' }));
    await expect(dialog.getByText('abc12345 is already linked to Elm Chapel (ID: 7)')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Enter a different ID' })).toBeInTheDocument();
  },
};

/** ready.networkFailed */
export const NetworkFailed: Story = {
  parameters: wired('offline'),
  play: async ({ canvasElement }) => {
    await unlink(canvasElement);
    await expect(
      await page(canvasElement).findByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
  },
};

export const Linked: Story = {
  play: async ({ canvasElement, args }) => {
    await link(canvasElement);
    await expect(await page(canvasElement).findByRole('link', { name: 'open the site' })).toHaveAttribute('href', '/sites/id/42');
    await expect(args.onDone).toHaveBeenCalledWith(42);
  },
};

export const Unlinked: Story = {
  play: async ({ canvasElement, args }) => {
    await unlink(canvasElement);
    await expect(await page(canvasElement).findByRole('link', { name: 'open the site' })).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledWith(42);
  },
};
