import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { pagesDesigner, pageSeoActorsFixture, pagesSdr, pagesSiteFixture } from './pageSeoFixtures';
import { SitePagesView } from './SitePagesView';
import { offline, refused } from '../../testing/stubAnswer';
import { machineDoc } from '../../stories/machineDocs';
import { pageSeoMachine } from '../../../machines/pageSeo/pageSeo.machine';
import { pageSeoNotes } from '../../stories/notes/otherScreenNotes';

type Behaviour = Parameters<typeof pageSeoActorsFixture>[0];

const wired = (behaviour: Behaviour = {}, viewer: Viewer = pagesDesigner) =>
  storyWiring({ viewer, actors: () => ({ pageSeo: pageSeoActorsFixture(behaviour) }) });

const meta = {
  title: 'pageSeo',
  component: SitePagesView,
  args: { siteId: 1042 },
  parameters: { machineDocs: [machineDoc(pageSeoMachine, pageSeoNotes)], ...wired() },
} satisfies Meta<typeof SitePagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = async (canvasElement: HTMLElement, title: string) =>
  within(await page(canvasElement).findByRole('region', { name: `${title} page` }));
const longDescription =
  'Oakwood Funeral Home has cared for the families of Springfield for three generations, with funeral, cremation and memorial services and a chapel.';
const tooLong = `${longDescription} Call us any time.`;

const editObituaries = async (canvasElement: HTMLElement, text = tooLong) => {
  const obituaries = await card(canvasElement, 'Obituaries');
  await fireEvent.change(obituaries.getByRole('textbox', { name: 'SEO description' }), { target: { value: text } });
  return obituaries;
};

export const Loading: Story = {
  parameters: wired({ loadPages: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading pages')).toHaveAttribute('aria-busy', 'true');
    await expect(page(canvasElement).getByRole('heading', { name: 'Site 1042: Pages' })).toBeInTheDocument();
    // The way back to the site is there before the pages load (issue 33).
    await expect(page(canvasElement).getByRole('link', { name: 'Back to Site 1042' })).toHaveAttribute('href', '/sites/id/1042');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadPages: offline }),
  play: async ({ canvasElement }) => {
    await expect((await page(canvasElement).findAllByText('Unable to get pages from Duda')).length).toBeGreaterThan(0);
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A site without a builder project: the server's refusal says what to do. */
export const NoBuilderProject: Story = {
  parameters: wired({ loadPages: refused(409, 'Oakwood Funeral Home has no builder project yet: create or link one first') }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('Oakwood Funeral Home has no builder project yet: create or link one first'),
    ).toBeInTheDocument();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const home = await card(canvasElement, 'Home');
    await expect(home.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Oakwood Funeral Home | Springfield, IL');
    await expect(home.getByLabelText('SEO title length')).toHaveTextContent('38/70');
    await expect(home.queryByRole('button', { name: 'Write description with AI' })).toBeNull();
    await expect(await page(canvasElement).findByText('Preset 1 is used by 3 other sites in Springfield')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Current preset: Preset 1')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('link', { name: 'Back to Oakwood Funeral Home' })).toHaveAttribute('href', '/sites/id/1042');
  },
};

/** Past 160 characters the counter turns red and the preview cuts the description. */
export const OverTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const obituaries = await editObituaries(canvasElement);
    await expect(obituaries.getByLabelText('SEO description length')).toHaveAttribute('data-over-limit', 'true');
    await expect(obituaries.getByTestId('preview-description')).toHaveAttribute('data-cut', 'true');
    await expect(page(canvasElement).getByRole('button', { name: 'Save 1 page' })).toBeEnabled();
    await expect(page(canvasElement).getByText('Save or discard your changes before applying a preset')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  parameters: wired({}, pagesSdr),
  play: async ({ canvasElement }) => {
    const obituaries = await card(canvasElement, 'Obituaries');
    await expect(obituaries.getByRole('textbox', { name: 'SEO description' })).toHaveAttribute('readonly');
    await expect(page(canvasElement).queryByRole('button', { name: 'Apply preset' })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const Saving: Story = {
  parameters: wired({ savePages: 'pending' }),
  play: async ({ canvasElement }) => {
    await editObituaries(canvasElement, longDescription);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save 1 page' }));
    await expect(page(canvasElement).getByRole('button', { name: 'Save 1 page' })).toHaveAttribute('data-loading');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await editObituaries(canvasElement, longDescription);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save 1 page' }));
    await expect(await page(canvasElement).findByText('Pages updated successfully')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Save pages' })).toBeDisabled();
  },
};

/** Nothing typed is lost: the draft stays in the box and Save stays offered. */
export const SaveFailed: Story = {
  parameters: wired({ savePages: offline }),
  play: async ({ canvasElement }) => {
    const obituaries = await editObituaries(canvasElement, longDescription);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save 1 page' }));
    await expect(await page(canvasElement).findByText('Unable to update pages')).toBeInTheDocument();
    await expect(obituaries.getByRole('textbox', { name: 'SEO description' })).toHaveValue(longDescription);
    await expect(page(canvasElement).getByRole('button', { name: 'Save 1 page' })).toBeEnabled();
  },
};

const applyPreset3 = async (canvasElement: HTMLElement) => {
  await userEvent.click(await page(canvasElement).findByRole('combobox', { name: 'Preset' }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: /^Preset 3/ }));
  await userEvent.click(page(canvasElement).getByRole('button', { name: 'Apply preset' }));
};

export const ApplyingPreset: Story = {
  parameters: wired({ applyPreset: 'pending' }),
  play: async ({ canvasElement }) => {
    await applyPreset3(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Apply preset' })).toHaveAttribute('data-loading');
  },
};

export const PresetApplied: Story = {
  play: async ({ canvasElement }) => {
    await applyPreset3(canvasElement);
    await expect(await page(canvasElement).findByText('Current preset: Preset 3')).toBeInTheDocument();
    const home = await card(canvasElement, 'Home');
    await expect(home.getByRole('textbox', { name: 'SEO title' })).toHaveValue('Funeral Home in Springfield, IL | Oakwood Funeral Home');
  },
};

export const PresetFailed: Story = {
  parameters: wired({ applyPreset: offline }),
  play: async ({ canvasElement }) => {
    await applyPreset3(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to update Pages')).toBeInTheDocument();
  },
};

export const NoCity: Story = {
  parameters: wired({ site: { ...pagesSiteFixture, city: null } }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Add the site’s city and state to use presets')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Apply preset' })).toBeDisabled();
  },
};

export const UsageUnavailable: Story = {
  parameters: wired({ loadPresetUsage: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to count the presets in use nearby')).toBeInTheDocument();
  },
};

const askAi = async (canvasElement: HTMLElement) => {
  const obituaries = await card(canvasElement, 'Obituaries');
  await userEvent.click(obituaries.getByRole('button', { name: 'Write description with AI' }));
  return within(await page(canvasElement).findByRole('dialog', { name: 'AI description: Obituaries' }));
};

export const AiWriting: Story = {
  parameters: wired({ writeDescription: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await askAi(canvasElement);
    await expect(dialog.getByLabelText('Writing a description')).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const AiPreview: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askAi(canvasElement);
    await expect(await dialog.findByRole('textbox', { name: 'Generated description' })).toHaveValue(
      'Read recent obituaries from Oakwood Funeral Home in Springfield, IL.',
    );
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** An empty preview cannot be saved. */
export const AiPreviewEmpty: Story = {
  parameters: wired({ description: '' }),
  play: async ({ canvasElement }) => {
    const dialog = await askAi(canvasElement);
    await expect(await dialog.findByRole('textbox', { name: 'Generated description' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const AiPreviewSaved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askAi(canvasElement);
    await dialog.findByRole('textbox', { name: 'Generated description' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('Preview Saved!')).toBeInTheDocument();
    const obituaries = await card(canvasElement, 'Obituaries');
    await expect(obituaries.getByRole('textbox', { name: 'SEO description' })).toHaveValue(
      'Read recent obituaries from Oakwood Funeral Home in Springfield, IL.',
    );
    await expect(page(canvasElement).getByRole('button', { name: 'Save 1 page' })).toBeEnabled();
  },
};

export const AiFailed: Story = {
  parameters: wired({ writeDescription: offline }),
  play: async ({ canvasElement }) => {
    const dialog = await askAi(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to write a description')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
