import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { Firm, SiteContent } from '../../../domain/api/intake.schema';
import type { IntakeActors } from '../../../machines/intake/intake.actors';
import { firmFixture, templatesFixture } from '../../../machines/builderProject/builderProjectStubs';
import { storyWiring } from '../../testing/storyWiring';
import { IntakeWizard } from './IntakeWizard';

const never = <T,>() => new Promise<T>(() => {});

type Behaviour = { templates?: 'ok' | 'pending' | 'fail'; search?: Firm | 'missing' | 'pending' };

/** The wizard's actors for stories: templates and search answer as asked; the submit calls hang (no story submits). */
const intakeActorsFixture = ({ templates = 'ok', search = firmFixture() }: Behaviour): IntakeActors => ({
  loadTemplates: fromPromise(() => (templates === 'pending' ? never() : templates === 'fail' ? Promise.reject(new Error('offline')) : Promise.resolve(templatesFixture))),
  loadContent: fromPromise(() => Promise.resolve<SiteContent>({ content: { site_images: [], business_data: { logo_url: '/logo.svg' } } })),
  searchFirm: fromPromise(() =>
    search === 'pending' ? never() : search === 'missing' ? Promise.reject(new ApiError(404, { error: 'Site not found' })) : Promise.resolve(search),
  ),
  createSite: fromPromise(() => never()),
  uploadImage: fromPromise(() => never()),
  createCard: fromPromise(() => never()),
});
const wired = (behaviour: Behaviour = {}) => storyWiring({ actors: () => ({ intake: intakeActorsFixture(behaviour) }) });

const meta = {
  title: 'intake/IntakeWizard',
  component: IntakeWizard,
  args: { onDone: fn() },
  parameters: wired(),
} satisfies Meta<typeof IntakeWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const search = async (canvasElement: HTMLElement) => {
  await userEvent.type(await page(canvasElement).findByRole('textbox', { name: 'Search by ID' }), '42');
  await userEvent.click(page(canvasElement).getByRole('button', { name: 'Search' }));
};
const hostedObits = async (canvasElement: HTMLElement) => {
  await userEvent.click(await page(canvasElement).findByRole('switch', { name: 'Hosted obituaries only' }));
  await page(canvasElement).findByRole('heading', { level: 2, name: 'Additional Info' });
};

/** wizard.fh, templates.loaded, dialog.closed, logo.none */
export const FuneralHomeStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { level: 2, name: 'Funeral Home Details' })).toBeInTheDocument();
    await expect(page(canvasElement).getByText('No locations yet: add at least one.')).toBeInTheDocument();
  },
};

/** A refused Next: the step's missing fields. */
export const StepMissing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Next' }));
    await expect(await page(canvasElement).findByTestId('step-missing')).toHaveTextContent(
      'Please fill out these fields: Funeral Home Name, Website, Provider, Referral Partner, Funding Partner, Corporation, Purchase Notification Emails, Reply-To Name, Reply-To Address, Contact Name, Contact Phone, Contact Email, Locations',
    );
  },
};

/** templates.loading: the gallery is still on its way while the first step is filled. */
export const TemplatesLoading: Story = {
  parameters: wired({ templates: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { level: 2, name: 'Funeral Home Details' })).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('button', { name: 'Use Serenity' })).toBeNull();
  },
};

/** dialog.location, with the modal's own missing fields after a refused Save. */
export const LocationModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Add location' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add location' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Main Chapel');
    await userEvent.click(dialog.getByRole('button', { name: 'Save location' }));
    await expect(await dialog.findByText('Please fill out these fields: Address, City, State, Zip')).toBeInTheDocument();
  },
};

/** dialog.searching */
export const Searching: Story = {
  parameters: wired({ search: 'pending' }),
  play: async ({ canvasElement }) => {
    await search(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Search' })).toHaveAttribute('data-loading');
  },
};

/** dialog.hangOn: the firm has no builder site. */
export const HangOnNoBuilderSite: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Hang on!' }));
    await expect(dialog.getByText("It looks like Oak Hill Funeral Home (ID: 42) doesn't have a Duda site.")).toBeInTheDocument();
  },
};

/** dialog.hangOn: no such firm. */
export const HangOnNoFirm: Story = {
  parameters: wired({ search: 'missing' }),
  play: async ({ canvasElement }) => {
    await search(canvasElement);
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Hang on!' }));
    await expect(dialog.getByText("ID: 42 doesn't exist")).toBeInTheDocument();
  },
};

/** A firm with a builder site prefills the details (and becomes the base site). */
export const Prefilled: Story = {
  parameters: wired({ search: firmFixture({ duda_id: 'abc12345' }) }),
  play: async ({ canvasElement }) => {
    await search(canvasElement);
    await expect(await page(canvasElement).findByDisplayValue('Oak Hill Funeral Home')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('textbox', { name: 'Website' })).toHaveValue('https://oakhill.example');
  },
};

/** wizard.additional through hosted obituaries (fh, template and design complete). */
export const HostedObitsJump: Story = {
  play: async ({ canvasElement }) => {
    await hostedObits(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  },
};

/** dialog.shop with its missing name. */
export const FlowerShopModal: Story = {
  play: async ({ canvasElement }) => {
    await hostedObits(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Add flower shop' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add flower shop' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save flower shop' }));
    await expect(await dialog.findByText('Please fill out these fields: Name')).toBeInTheDocument();
  },
};

/** Passare's rules on screen: Active Sync and Auto Publish follow it (part 2 §4). */
export const PassareRules: Story = {
  play: async ({ canvasElement }) => {
    await hostedObits(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('switch', { name: 'Passare' }));
    await expect(page(canvasElement).getByRole('switch', { name: 'Auto Publish' })).toBeDisabled();
    await userEvent.click(page(canvasElement).getByRole('switch', { name: 'Active Sync' }));
    await expect(page(canvasElement).getByRole('switch', { name: 'Auto Publish' })).toBeEnabled();
  },
};

/** A refused Submit lists the Additional step's and the earlier steps' missing fields. */
export const SubmitMissing: Story = {
  play: async ({ canvasElement }) => {
    await hostedObits(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(await page(canvasElement).findByTestId('step-missing')).toHaveTextContent(/Account Executive, SDR, Account Manager$/);
  },
};
