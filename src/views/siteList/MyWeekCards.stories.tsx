import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { siteListActorsFixture } from './fixtures/siteListActors';
import { MyWeekCards } from './MyWeekCards';
import { machineDoc } from '../../stories/machineDocs';
import { myWeekMachine } from '../../../machines/siteList/myWeek.machine';
import { myWeekNotes } from '../../stories/notes/listNotes';

const designer: Viewer = { id: 11, role: 'designer', name: 'Dana Designer' };
const care: Viewer = { id: 21, role: 'care', name: 'Casey Care' };

const wired = (answers: Parameters<typeof siteListActorsFixture>[0] = {}, viewer: Viewer = designer) =>
  storyWiring({ path: '/sites/me', viewer, actors: () => ({ siteList: siteListActorsFixture(answers) }) });

/** One story per state of myWeekMachine: My Sites' 'This week' (issue 35). */
const meta = {
  title: 'myWeek',
  component: MyWeekCards,
  args: { search: {}, onSearchChange: fn(), today: '2026-11-25', siteIds: [] },
  parameters: { machineDocs: [machineDoc(myWeekMachine, myWeekNotes)], layout: 'padded', ...wired() },
} satisfies Meta<typeof MyWeekCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'This week' }));

export const Loading: Story = {
  parameters: wired({ loadMyWeek: 'pending' }),
  play: async ({ canvasElement }) => {
    const week = await section(canvasElement);
    await expect(week.getByRole('heading', { name: 'This week' }).closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(week.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A designer's week: two launches, a site with revisions to fix, nothing ageing. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const week = await section(canvasElement);
    await expect(await week.findByText('Mon 23 Nov – Sun 29 Nov')).toBeInTheDocument();
    await expect(week.getByRole('button', { name: 'Revisions to fix 1 site has revisions waiting on you' })).toBeInTheDocument();
    await expect(
      week.getByRole('button', { name: 'Ageing 0 None of your sites has been in its status for too long.' }),
    ).toBeInTheDocument();
    await userEvent.click(week.getByRole('button', { name: 'Launching this week 2 sites launch this week' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ card: 'weekLaunches' }, { replace: false });
  },
};

/** QA with nothing this week: each card says so in words. */
export const LoadedEmpty: Story = {
  parameters: wired(
    { week: { from: '2026-11-23', to: '2026-11-29', launches: 0, revisions: { waitingFor: 'unverified', sites: 0 }, ageing: 0 } },
    care,
  ),
  play: async ({ canvasElement }) => {
    const week = await section(canvasElement);
    await expect(
      await week.findByRole('button', { name: 'Launching this week 0 None of your sites launches this week.' }),
    ).toBeInTheDocument();
    await expect(week.getByRole('button', { name: 'Revisions to verify 0 No revisions are waiting on you.' })).toBeInTheDocument();
  },
};

/** The list below shows the chosen card's sites; the card shows pressed. */
export const CardChosen: Story = {
  args: { search: { card: 'weekRevisions' } },
  play: async ({ canvasElement }) => {
    const week = await section(canvasElement);
    await expect(await week.findByRole('button', { name: /^Revisions to fix/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(week.getByRole('button', { name: /^Launching this week/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A site the list shows changed (live): the week is read again, its counts kept on screen meanwhile. */
export const Rereading: Story = {
  args: { siteIds: [101] },
  parameters: wired({ liveChange: true, rereadMyWeek: 'pending' }),
  play: async ({ canvasElement }) => {
    const week = await section(canvasElement);
    await expect(await week.findByText('Mon 23 Nov – Sun 29 Nov')).toBeInTheDocument();
    await waitFor(() => expect(week.getByRole('heading', { name: 'This week' }).closest('section')).toHaveAttribute('aria-busy', 'true'));
    await expect(week.getByRole('button', { name: 'Launching this week 2 sites launch this week' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: wired({ loadMyWeek: offline }),
  play: async ({ canvasElement }) => {
    const week = await section(canvasElement);
    await expect(await week.findByText('Unable to load your week')).toBeInTheDocument();
    await expect(week.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
