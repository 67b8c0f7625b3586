import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { RequestScrapeModal } from './RequestScrapeModal';
import { scrapeRequestsActorsFixture } from './scrapeRequestsFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { requestScrapeMachine } from '../../../machines/scrapeRequests/requestScrape.machine';
import { requestScrapeNotes } from '../../stories/notes/sitePageNotes';

const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
const title = 'Request Scrape for Oakwood Funeral Home';

const wired = (requestScrape: StubAnswer = 'answer') =>
  storyWiring({ viewer: designer, actors: () => ({ scrapeRequests: scrapeRequestsActorsFixture({ requestScrape }) }) });

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the modal from the site's Scrape tab button. */
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Scrape' }));
  return within(await page(canvasElement).findByRole('dialog', { name: title }));
};

/** Opens the modal, chooses Testimonials and submits. */
const submit = async (canvasElement: HTMLElement) => {
  const dialog = await open(canvasElement);
  await userEvent.click(dialog.getByRole('combobox', { name: 'Scrape Type' }));
  await userEvent.click(await dialog.findByRole('option', { name: 'Testimonials' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Testimonials page only');
  await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
  return dialog;
};

/** One story per state of requestScrapeMachine, opened from the site's Scrape tab (Failed is the tab's alone). */
const meta = {
  title: 'requestScrape',
  component: RequestScrapeModal,
  parameters: { machineDocs: [machineDoc(requestScrapeMachine, requestScrapeNotes)], layout: 'padded', ...wired() },
  args: { siteId: 1012, siteName: 'Oakwood Funeral Home', url: 'www.oakwoodfuneralhome.com', origin: 'site', onRequested: fn() },
} satisfies Meta<typeof RequestScrapeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Scrape' })).toBeEnabled();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A designer is offered every type but obituaries; submitting without one says what is missing. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue('www.oakwoodfuneralhome.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText("Missing 'Scrape Type'")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Scrape Type' }));
    const options = await dialog.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Testimonials', 'Merchandise', 'Blogs']);
  },
};

export const Submitting: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    const dialog = await submit(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('data-loading');
  },
};

export const Done: Story = {
  args: { onRequested: fn() },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Scrape requested!')).toBeInTheDocument();
    await waitFor(() => expect(args.onRequested).toHaveBeenCalledWith(expect.objectContaining({ fhid: 1012, type: 'testimonials' })));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** From the site's Scrape tab a failure keeps the modal and its draft. */
export const Failed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    const dialog = await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to request scrape')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Testimonials page only');
  },
};

/** From the site list a failure closes the modal (part 1 §8). */
export const FailedFromTheList: Story = {
  args: { origin: 'list' },
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request scrape for Oakwood Funeral Home' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: title }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Scrape Type' }));
    await userEvent.click(await dialog.findByRole('option', { name: 'Blogs' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await page(canvasElement).findByText('Error while submitting scrape request')).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
