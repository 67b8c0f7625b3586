import { Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { onPhone } from '../../testing/onPhone';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { commandPaletteActorsFixture } from '../commandPalette/commandPaletteFixtures';
import { inboxActorsFixture } from '../inbox/inboxFixtures';
import { Shell } from './Shell';
import { machineDoc } from '../../stories/machineDocs';
import { lookupsMachine } from '../../../machines/lookups/lookups.machine';
import { lookupsNotes } from '../../stories/notes/shellNotes';

const designer: Viewer = { id: 7, role: 'designer', name: 'Dana Designer' };

const at = (viewer: Viewer) =>
  storyWiring({ viewer, path: '/sites', actors: () => ({ commandPalette: commandPaletteActorsFixture(), inbox: inboxActorsFixture() }) });

const meta = {
  title: 'shell',
  component: Shell,
  parameters: { machineDocs: [machineDoc(lookupsMachine, lookupsNotes)], ...at(designer) },
  args: {
    // No picture from the internet: the story check runs offline, and a picture that failed late or
    // early drew the avatar blank or with its initials from one run to the next. The initials are
    // what a person without a picture sees.
    image: null,
    onSignOut: fn(),
    children: <Title order={1}>All Sites</Title>,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }));

/** The rail: icons named by their labels, All Sites active. */
export const DesignerCollapsed: Story = {
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'My Sites' })).toHaveAttribute('href', '/sites/me');
    await expect(nav(canvasElement).getByRole('link', { name: 'All Sites' })).toHaveAttribute('data-active');
    await expect(nav(canvasElement).queryByText('Scrapes')).toBeNull();
    await expect(within(canvasElement).getByText('Dana Designer')).toBeInTheDocument();
  },
};

/** The sidebar open: the rail with its labels on a desktop; on a phone, the drawer its burger opens. */
export const DesignerOpen: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    if (onPhone(canvasElement)) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
      const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Website Admin' }));
      await expect(drawer.getByRole('link', { name: 'Scrapes' })).toHaveAttribute('href', '/scrapes');
      return;
    }
    await expect(nav(canvasElement).getByText('Scrapes')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  },
};

/** Privileged users have no My Sites; admins read the Outbox. */
export const AdminOpen: Story = {
  args: { initiallyOpen: true },
  parameters: at(adminViewer),
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).queryByText('My Sites')).not.toBeInTheDocument();
    await expect(nav(canvasElement).getByText('All Sites')).toBeInTheDocument();
    await expect(nav(canvasElement).getByText('Outbox')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'User menu' })).toHaveTextContent('AA');
  },
};

export const SignOutMenu: Story = {
  args: { onSignOut: fn() },
  parameters: at(adminViewer),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
