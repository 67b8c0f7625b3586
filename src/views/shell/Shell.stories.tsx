import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StoredUser } from '../../session/storedUser';
import { Shell } from './Shell';
import { UpcomingScreen } from './UpcomingScreen';

const admin: StoredUser = { user_id: '1', name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null };
const designer: StoredUser = {
  user_id: '7',
  name: 'Dana Designer',
  role: 'designer',
  image: 'https://i.pravatar.cc/80?img=5',
  email: 'dana@example.com',
  trello_id: 'dana',
};

const meta = {
  title: 'Shell/Shell',
  component: Shell,
  parameters: { router: { path: '/sites' } },
  args: {
    user: designer,
    onSignOut: fn(),
    children: <UpcomingScreen title="All Sites" description="Every site in the pipeline, with search, filters and actions." />,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesignerCollapsed: Story = {};

export const DesignerOpen: Story = { args: { initiallyOpen: true } };

export const AdminOpen: Story = {
  args: { user: admin, initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByText('My Sites')).not.toBeInTheDocument();
    await expect(nav.getByText('All Sites')).toBeInTheDocument();
  },
};

export const SignOutMenu: Story = {
  args: { user: admin },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
