import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { Firm } from '../../../domain/api/intake.schema';
import type { SiteContentResponse as SiteContent } from '../../../domain/api/integrations.schema';
import type { IntakeActors } from '../../../machines/intake/intake.actors';
import { firmFixture, templatesFixture } from '../../testing/builderProjectStubs';
import { storyWiring } from '../../testing/storyWiring';
import { IntakeWizard } from './IntakeWizard';
import { machineDoc } from '../../stories/machineDocs';
import { intakeMachine } from '../../../machines/intake/intake.machine';
import { intakeNotes } from '../../stories/notes/otherScreenNotes';

const never = <T,>() => new Promise<T>(() => {});

/** How a call answers in a story: at once, never (held in flight), or refused; 'failOnce' refuses the first call only. */
type Answer = 'ok' | 'pending' | 'fail' | 'failOnce';
type Behaviour = {
  templates?: Answer;
  search?: Firm | 'missing' | 'pending';
  content?: Answer;
  createSite?: Answer;
  upload?: Answer;
  card?: Answer;
};

const offline = new ApiError(0, { error: 'The server could not be reached' });
const cardUrl = '/sandbox/board/cards/abc';

/** One actor answering as `answer` says, with `output` when it succeeds. */
const answering = <T, Input>(answer: Answer, output: T) => {
  let calls = 0;
  return fromPromise<T, Input>(() => {
    calls += 1;
    if (answer === 'pending') return never<T>();
    if (answer === 'fail' || (answer === 'failOnce' && calls === 1)) return Promise.reject(offline);
    return Promise.resolve(output);
  });
};

/** The wizard's actors for stories: each call answers as the story asks (by default at once, the search with a firm that has no builder site). */
const intakeActorsFixture = ({
  templates = 'ok',
  search = firmFixture(),
  content = 'ok',
  createSite = 'ok',
  upload = 'ok',
  card = 'ok',
}: Behaviour): IntakeActors => ({
  loadTemplates: answering(templates, templatesFixture),
  loadContent: answering<SiteContent, { baseId: string }>(content, {
    content: { site_images: [], business_data: { logo_url: '/logo.svg' } },
  }),
  searchFirm: fromPromise(() =>
    search === 'pending'
      ? never()
      : search === 'missing'
        ? Promise.reject(new ApiError(404, { error: 'Site not found' }))
        : Promise.resolve(search),
  ),
  createSite: answering(createSite, { fhid: 77 }),
  uploadImage: answering(upload, { id: 1, url: '/api/uploads/1', label: 'logo', alt: '', comment: '' }),
  createCard: answering(card, { cardUrl }),
});
const wired = (behaviour: Behaviour = {}) => storyWiring({ actors: () => ({ intake: intakeActorsFixture(behaviour) }) });

const meta = {
  title: 'intake',
  component: IntakeWizard,
  args: { onDone: fn() },
  parameters: { machineDocs: [machineDoc(intakeMachine, intakeNotes)], ...wired() },
} satisfies Meta<typeof IntakeWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const search = async (canvasElement: HTMLElement) => {
  await userEvent.type(await page(canvasElement).findByRole('textbox', { name: 'Search by ID' }), '42');
  await userEvent.click(page(canvasElement).getByRole('button', { name: 'Search' }));
};
const fill = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
// A required field's label ends with its asterisk.
const field = (canvasElement: HTMLElement, label: string) =>
  page(canvasElement).getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
const pick = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(field(canvasElement, label));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
};

/** Funeral Home Details complete (the search prefills the firm's details; the rest typed, one location added), then Next. */
const completeFuneralHome = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  await search(canvasElement);
  await body.findByDisplayValue('Oak Hill Funeral Home');
  const typed = [
    ['Purchase Notification Emails', 'orders@oakhill.example'],
    ['Reply-To Name', 'Oak Hill'],
    ['Reply-To Address', 'hello@oakhill.example'],
    ['Contact Name', 'Olive Oak'],
    ['Contact Phone', '555-0100'],
    ['Contact Email', 'olive@oakhill.example'],
  ];
  for (const [label, value] of typed) await fill(field(canvasElement, label!), value!);
  await userEvent.click(body.getByRole('button', { name: 'Add location' }));
  const dialog = within(await body.findByRole('dialog', { name: 'Add location' }));
  for (const [label, value] of [
    ['Name', 'Main Chapel'],
    ['Address', '1 Oak St'],
    ['City', 'Springfield'],
    ['State', 'IL'],
    ['Zip', '62701'],
  ])
    await fill(dialog.getByRole('textbox', { name: label! }), value!);
  await userEvent.click(dialog.getByRole('button', { name: 'Save location' }));
  await body.findByTestId('location-0');
  await userEvent.click(body.getByRole('button', { name: 'Next' }));
  await body.findByRole('heading', { level: 2, name: 'Template' });
};

/** On to Design with Serenity chosen (its base site's logo is loaded). */
const toDesign = async (canvasElement: HTMLElement) => {
  await completeFuneralHome(canvasElement);
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Use Serenity' }));
  await page(canvasElement).findByRole('heading', { level: 2, name: 'Design' });
};

/** The whole wizard filled (one image, the required team) and submitted. */
const submit = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  await toDesign(canvasElement);
  await userEvent.upload(
    body.getByTestId('image-input'),
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
  );
  await body.findByTestId('image-0');
  await userEvent.click(body.getByRole('button', { name: 'Next' }));
  await body.findByRole('heading', { level: 2, name: 'Additional Info' });
  await pick(canvasElement, 'Account Executive', 'Alex Exec');
  await pick(canvasElement, 'SDR', 'None');
  await pick(canvasElement, 'Account Manager', 'Morgan Manager');
  await userEvent.click(body.getByRole('button', { name: 'Submit' }));
};
const withBuilderSite = firmFixture({ duda_id: 'abc12345' });

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

/** dialog.location editing a row: the modal opens filled in, and Save changes that row instead of adding one. */
export const EditLocation: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Add location' }));
    const adding = within(await body.findByRole('dialog', { name: 'Add location' }));
    for (const [label, value] of [
      ['Name', 'Main Chapel'],
      ['Address', '1 Oak St'],
      ['City', 'Springfield'],
      ['State', 'IL'],
      ['Zip', '62701'],
    ])
      await fill(adding.getByRole('textbox', { name: label! }), value!);
    await userEvent.click(adding.getByRole('button', { name: 'Save location' }));
    await expect(await body.findByTestId('location-0')).toHaveTextContent('Main Chapel');
    await userEvent.click(body.getByRole('button', { name: 'Edit Main Chapel' }));
    const editing = within(await body.findByRole('dialog', { name: 'Edit location' }));
    await expect(editing.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Oak St');
    await fill(editing.getByRole('textbox', { name: 'Name' }), 'North Chapel');
    await userEvent.click(editing.getByRole('button', { name: 'Save location' }));
    await expect(await body.findByText('North Chapel')).toBeInTheDocument();
    await expect(body.getByTestId('location-0')).toHaveTextContent(/^North Chapel\s*1 Oak St, Springfield, IL 62701$/);
    await expect(body.queryByTestId('location-1')).toBeNull();
  },
};

/** dialog.shop editing a row: the modal opens filled in, and Save changes that shop. */
export const EditFlowerShop: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await hostedObits(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Add flower shop' }));
    const adding = within(await body.findByRole('dialog', { name: 'Add flower shop' }));
    await fill(adding.getByRole('textbox', { name: 'Name' }), 'Bloom & Co');
    await userEvent.click(adding.getByRole('button', { name: 'Save flower shop' }));
    await expect(await body.findByTestId('shop-0')).toHaveTextContent('Bloom & Co');
    await userEvent.click(body.getByRole('button', { name: 'Edit Bloom & Co' }));
    const editing = within(await body.findByRole('dialog', { name: 'Edit flower shop' }));
    await expect(editing.getByRole('textbox', { name: 'Name' })).toHaveValue('Bloom & Co');
    await fill(editing.getByRole('textbox', { name: 'Name' }), 'Petal Place');
    await userEvent.click(editing.getByRole('button', { name: 'Save flower shop' }));
    await expect(await body.findByText('Petal Place')).toBeInTheDocument();
    await expect(body.queryByTestId('shop-1')).toBeNull();
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
    // Funeral Home, Template and Design marked complete: three quarters of the bar.
    await expect(page(canvasElement).getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '75');
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

/** wizard.template, templates.loaded: the gallery after a completed first step. */
export const TemplateGallery: Story = {
  parameters: wired({ search: withBuilderSite }),
  play: async ({ canvasElement }) => {
    await completeFuneralHome(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Use Serenity' })).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Use Heritage' })).toBeInTheDocument();
  },
};

/** templates.failed: the gallery could not be loaded; Retry asks again. */
export const TemplatesFailed: Story = {
  parameters: wired({ search: withBuilderSite, templates: 'failOnce' }),
  play: async ({ canvasElement }) => {
    await completeFuneralHome(canvasElement);
    await expect(page(canvasElement).getByText('Unable to load templates')).toBeInTheDocument();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(await page(canvasElement).findByRole('button', { name: 'Use Serenity' })).toBeInTheDocument();
  },
};

/** wizard.design, logo.loading: the chosen template's logo is on its way. */
export const DesignLogoLoading: Story = {
  parameters: wired({ search: withBuilderSite, content: 'pending' }),
  play: async ({ canvasElement }) => {
    await toDesign(canvasElement);
    await expect(page(canvasElement).getByRole('textbox', { name: 'Design Notes' })).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('img', { name: 'Base site logo' })).toBeNull();
  },
};

/** wizard.design, logo.shown: the base site's logo above the notes and images. */
export const DesignLogoShown: Story = {
  parameters: wired({ search: withBuilderSite }),
  play: async ({ canvasElement }) => {
    await toDesign(canvasElement);
    await expect(await page(canvasElement).findByRole('img', { name: 'Base site logo' })).toHaveAttribute('src', '/logo.svg');
    await expect(
      page(canvasElement).getByText('Drop images here or click to choose (PNG, JPEG, GIF or WebP, up to 10 MB each)'),
    ).toBeInTheDocument();
  },
};

/** wizard.submitting.creatingSite */
export const CreatingSite: Story = {
  parameters: wired({ search: withBuilderSite, createSite: 'pending' }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Creating the site…')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

/** A refused create: back at Additional Info with the reason, everything typed still there. */
export const CreateRefused: Story = {
  parameters: wired({ search: withBuilderSite, createSite: 'fail' }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('The site could not be created')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await expect(field(canvasElement, 'Account Executive')).toHaveValue('Alex Exec');
  },
};

/** wizard.submitting.uploading: the site exists, its image is on its way. */
export const UploadingImages: Story = {
  parameters: wired({ search: withBuilderSite, upload: 'pending' }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Uploading images… (1 of 1)')).toBeInTheDocument();
  },
};

/** wizard.submitting.failed after an upload: which step failed, and Retry repeats only that upload. */
export const UploadFailed: Story = {
  parameters: wired({ search: withBuilderSite, upload: 'failOnce', card: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await submit(canvasElement);
    await expect(await body.findByText('The site was created, but the image logo could not be uploaded')).toBeInTheDocument();
    await expect(body.getByText('Site 77 was created; Retry repeats only this step.')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    // The upload succeeds this time and the card follows; the site is not made again.
    await expect(await body.findByText('Creating the Trello card…')).toBeInTheDocument();
    await expect(body.queryByText('Creating the site…')).toBeNull();
  },
};

/** wizard.submitting.creatingCard */
export const CreatingCard: Story = {
  parameters: wired({ search: withBuilderSite, card: 'pending' }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Creating the Trello card…')).toBeInTheDocument();
  },
};

/** wizard.submitting.failed at the card: Retry makes only the card. */
export const CardFailed: Story = {
  parameters: wired({ search: withBuilderSite, card: 'failOnce' }),
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await submit(canvasElement);
    await expect(await body.findByText('The site was created, but its Trello card could not be made')).toBeInTheDocument();
    await expect(body.getByText('Site 77 was created; Retry repeats only this step.')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(await body.findByText('Opening the Trello card…')).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledWith(cardUrl);
  },
};

/** wizard.done: the browser goes to the new card. */
export const Done: Story = {
  parameters: wired({ search: withBuilderSite }),
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Opening the Trello card…')).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledWith(cardUrl);
  },
};
