import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import type { Viewer } from '../../../domain/viewer';
import type { BuilderProjectActors, ProjectProgressEvent } from '../../../machines/builderProject/builderProject.actors';
import { firmFixture, templatesFixture } from '../../testing/builderProjectStubs';
import { storyWiring } from '../../testing/storyWiring';
import { CreateProjectView } from './CreateProjectView';
import { machineDoc } from '../../stories/machineDocs';
import { builderProjectMachine } from '../../../machines/builderProject/builderProject.machine';
import { builderProjectNotes } from '../../stories/notes/otherScreenNotes';

const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
const ae: Viewer = { id: 6, role: 'ae', name: 'Alex Exec' };
const never = <T,>() => new Promise<T>(() => {});

type Behaviour = { load?: 'ok' | 'pending' | 'fail' | 'linked'; start?: 'ok' | 'pending' | 'fail'; progress?: ProjectProgressEvent[] };

const createActors = ({
  load = 'ok',
  start = 'ok',
  progress = [{ type: 'PROGRESS', message: 'Getting started' }],
}: Behaviour): BuilderProjectActors => ({
  loadDetails: fromPromise(() =>
    load === 'pending'
      ? never()
      : load === 'fail'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ firm: firmFixture(load === 'linked' ? { duda_id: 'abc12345' } : {}), templates: templatesFixture }),
  ),
  startProject: fromPromise(() =>
    start === 'pending'
      ? never()
      : start === 'fail'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ launchId: 'launch-1', joined: false }),
  ),
  watchProject: fromCallback<ProjectProgressEvent, { launchId: string }>(({ sendBack }) => {
    for (const event of progress) sendBack(event);
  }),
});
const wired = (behaviour: Behaviour = {}, viewer: Viewer = designer) =>
  storyWiring({ viewer, actors: () => ({ builderProject: createActors(behaviour) }) });

const meta = {
  title: 'builderProject',
  component: CreateProjectView,
  args: { fhid: 42, onCreated: fn() },
  parameters: { machineDocs: [machineDoc(builderProjectMachine, builderProjectNotes)], ...wired() },
} satisfies Meta<typeof CreateProjectView>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const choose = async (canvasElement: HTMLElement) =>
  userEvent.click(await page(canvasElement).findByRole('button', { name: 'Use Heritage' }));

export const NoFhid: Story = {
  args: { fhid: null },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('link', { name: 'go to My Sites' })).toHaveAttribute('href', '/sites/me');
  },
};

export const NotAllowed: Story = {
  parameters: wired({}, ae),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Duda projects can only be created by designers.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: wired({ load: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading templates')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText('Error retrieving details for firm 42').length).toBeGreaterThan(0);
  },
};

export const HasProject: Story = {
  parameters: wired({ load: 'linked' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('This site already has a Duda project (abc12345).')).toBeInTheDocument();
  },
};

export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'Use Serenity' })).toBeEnabled();
    await expect(page(canvasElement).getByRole('link', { name: 'Preview Heritage' })).toHaveAttribute('href', '/p/1002');
  },
};

export const Starting: Story = {
  parameters: wired({ start: 'pending' }),
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Use Heritage' })).toHaveAttribute('data-loading');
  },
};

export const Running: Story = {
  parameters: wired({
    progress: [
      { type: 'PROGRESS', message: 'Getting started' },
      { type: 'PROGRESS', message: 'Creating the project from the template' },
    ],
  }),
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    const steps = within(await page(canvasElement).findByRole('list', { name: 'Project steps' }));
    await expect(await steps.findByText('Creating the project from the template')).toBeInTheDocument();
  },
};

export const StartFailed: Story = {
  parameters: wired({ start: 'fail' }),
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await page(canvasElement).findByText('Error creating new project')).toBeInTheDocument();
  },
};

export const Created: Story = {
  parameters: wired({ progress: [{ type: 'PROGRESS', message: 'Getting started' }, { type: 'PROJECT_DONE' }] }),
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement);
    await expect(await page(canvasElement).findByText('Getting started')).toBeInTheDocument();
    await expect(args.onCreated).toHaveBeenCalledWith(42);
  },
};
