import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { refused } from '../../testing/stubAnswer';
import { PreferencesProvider } from '../../wiring/preferences';
import { profileActorsFixture } from '../profile/profileFixtures';
import { UserMenu } from './UserMenu';
import { machineDoc } from '../../stories/machineDocs';
import { preferencesMachine } from '../../../machines/profile/preferences.machine';
import { preferencesNotes } from '../../stories/notes/shellNotes';

type Answers = Parameters<typeof profileActorsFixture>[0];

/** The menu with the person's preferences, this device knowing comfortable lists in the device's scheme. */
function MenuWithPreferences() {
  return (
    <PreferencesProvider known={{ density: 'comfortable', colorScheme: 'system' }} onChange={() => {}}>
      <UserMenu name="Dana Whitfield" image={null} onSignOut={fn()} />
    </PreferencesProvider>
  );
}

const wired = (answers: Answers = {}) => storyWiring({ path: '/sites', actors: () => ({ profile: profileActorsFixture(answers) }) });

/** One story per state of preferencesMachine. */
const meta = {
  title: 'userMenu',
  component: MenuWithPreferences,
  parameters: { machineDocs: [machineDoc(preferencesMachine, preferencesNotes)], ...wired() },
} satisfies Meta<typeof MenuWithPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The menu's ticked choices (aria-current), in menu order. */
const ticked = async (canvasElement: HTMLElement) => {
  await userEvent.click(body(canvasElement).getByRole('button', { name: 'User menu' }));
  const menu = within(await body(canvasElement).findByRole('menu'));
  return menu
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-current') === 'true')
    .map((item) => item.textContent);
};

/** Before the server answers: what this device knew. */
export const Loading: Story = {
  parameters: wired({ loadPreferences: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await ticked(canvasElement)).toEqual(['System', 'Comfortable']);
  },
};

/** The server's choices: Dana keeps compact lists in the dark scheme. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await ticked(canvasElement)).toEqual(['Dark', 'Compact']);
  },
};

/** A choice shows at once, before the server answers. */
export const Saving: Story = {
  parameters: wired({ savePreferences: 'pending' }),
  play: async ({ canvasElement }) => {
    await ticked(canvasElement);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Light' }));
    await expect(await ticked(canvasElement)).toEqual(['Light', 'Compact']);
  },
};

/** A refused save goes back to the saved choice, with a toast. */
export const SaveFailed: Story = {
  parameters: wired({ savePreferences: refused(400, 'colorScheme must be one of light, dark, system') }),
  play: async ({ canvasElement }) => {
    await ticked(canvasElement);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Light' }));
    await expect(
      await body(canvasElement).findByText('Unable to save the display settings: colorScheme must be one of light, dark, system'),
    ).toBeInTheDocument();
    await expect(await ticked(canvasElement)).toEqual(['Dark', 'Compact']);
  },
};
