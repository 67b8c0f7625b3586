import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { onPhone } from '../../testing/onPhone';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { commandPaletteActorsFixture, oakwood, paletteSites, smithAndSons } from './commandPaletteFixtures';
import { PaletteStage } from './testing/PaletteStage';
import { machineDoc } from '../../stories/machineDocs';
import { commandPaletteMachine } from '../../../machines/commandPalette/commandPalette.machine';
import { commandPaletteNotes } from '../../stories/notes/shellNotes';

const designer: Viewer = { id: 7, role: 'designer', name: 'Dana Designer' };

type Behaviour = Parameters<typeof commandPaletteActorsFixture>[0];

const wired = (behaviour: Behaviour = {}) =>
  storyWiring({ viewer: designer, path: '/sites', actors: () => ({ commandPalette: commandPaletteActorsFixture(behaviour) }) });

const meta = {
  title: 'commandPalette',
  component: PaletteStage,
  args: { sites: paletteSites },
  parameters: { machineDocs: [machineDoc(commandPaletteMachine, commandPaletteNotes)], ...wired() },
} satisfies Meta<typeof PaletteStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openPalette = async (canvasElement: HTMLElement) => {
  await userEvent.keyboard('{Control>}k{/Control}');
  return within(await page(canvasElement).findByRole('dialog', { name: 'Command palette' }));
};

const search = async (canvasElement: HTMLElement, text: string) => {
  const palette = await openPalette(canvasElement);
  await userEvent.type(palette.getByRole('textbox', { name: 'Search sites, screens and actions' }), text);
  return palette;
};

/** Closed: only the header's Search button (none on a phone, whose header has no room for it); nothing is asked of the server. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    if (onPhone(canvasElement)) await expect(page(canvasElement).queryByRole('button', { name: /Search/ })).toBeNull();
    else await expect(page(canvasElement).getByRole('button', { name: /Search/ })).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  },
};

/** Open with an empty box: the recent sites first, the actions of the site on screen, then the role's screens. */
export const Open: Story = {
  args: { initialSite: oakwood },
  parameters: wired({ recent: [smithAndSons] }),
  play: async ({ canvasElement }) => {
    const palette = await openPalette(canvasElement);
    const groups = palette.getAllByText(/^(Recent sites|Actions on .*|Screens)$/).map((label) => label.textContent);
    await expect(groups).toEqual(['Recent sites', 'Actions on 1043 Oakwood Memorial Chapel', 'Screens']);
    await expect(palette.getByRole('option', { name: '1043 Oakwood Memorial Chapel' })).toBeInTheDocument();
    await expect(palette.getByRole('option', { name: '1042 Smith & Sons Funeral Home' })).toBeInTheDocument();
    await expect(palette.getByRole('option', { name: 'Stage Site' })).toBeInTheDocument();
    await expect(palette.getByRole('option', { name: 'My Sites' })).toBeInTheDocument();
    // A designer has no Outbox screen.
    await expect(palette.queryByRole('option', { name: 'Outbox' })).toBeNull();
  },
};

/** Typing: the server is asked once the typing pauses. */
export const Searching: Story = {
  parameters: wired({ searchSites: 'pending' }),
  play: async ({ canvasElement }) => {
    const palette = await search(canvasElement, 'smith');
    await expect(await palette.findByText('Searching sites…')).toBeInTheDocument();
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const palette = await search(canvasElement, 'smith');
    await expect(await palette.findByRole('option', { name: '1042 Smith & Sons Funeral Home' })).toBeInTheDocument();
    await expect(palette.getByRole('option', { name: '1051 Smithfield Family Mortuary' })).toBeInTheDocument();
    await expect(palette.queryByRole('option', { name: '1043 Oakwood Memorial Chapel' })).toBeNull();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const palette = await search(canvasElement, 'nowhere');
    await expect(await palette.findByText('No sites match “nowhere”')).toBeInTheDocument();
  },
};

const failing: StubAnswer = offline;

export const Failed: Story = {
  parameters: wired({ searchSites: failing }),
  play: async ({ canvasElement }) => {
    const palette = await search(canvasElement, 'smith');
    await expect(await palette.findByText('Unable to search sites')).toBeInTheDocument();
    await expect(palette.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
