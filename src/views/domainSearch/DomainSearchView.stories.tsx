import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StubAnswer } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { domainSearchActorsFixture, registrarRefused } from './domainSearchFixtures';
import { DomainSearchView } from './DomainSearchView';
import { machineDoc } from '../../stories/machineDocs';
import { domainSearchMachine } from '../../../machines/domainSearch/domainSearch.machine';
import { domainSearchNotes } from '../../stories/notes/otherScreenNotes';

const wired = (how: StubAnswer = 'answer') =>
  storyWiring({
    viewer: { id: 5, role: 'designer', name: 'Dana Designer' },
    actors: () => ({ domainSearch: domainSearchActorsFixture(how) }),
  });

const meta = {
  title: 'domainSearch',
  component: DomainSearchView,
  parameters: { machineDocs: [machineDoc(domainSearchMachine, domainSearchNotes)], ...wired() },
} satisfies Meta<typeof DomainSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const search = async (canvasElement: HTMLElement, domain: string) => {
  const form = within(await page(canvasElement).findByRole('form', { name: 'Domain Availability Search' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Domain' }), domain);
  await userEvent.click(form.getByRole('button', { name: 'Search' }));
  return form;
};

export const Form: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Domain Availability Search' })).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

/** Search is greyed while the search runs. */
export const Searching: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    const form = await search(canvasElement, 'smithfuneralhome.com');
    await expect(form.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const Available: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'smithfuneralhome.com');
    await expect(await page(canvasElement).findByText('Contact launch specialist for purchase')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Available')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Search Again' })).toBeInTheDocument();
  },
};

export const NotAvailable: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'smith-taken.com');
    await expect(await page(canvasElement).findByText('smith-taken.com is NOT available')).toBeInTheDocument();
    const list = within(page(canvasElement).getByRole('list', { name: 'Domain Suggestions' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(7);
    await expect(list.getByText('smithfuneralhome.com')).toBeInTheDocument();
  },
};

/** GoDaddy's small-account refusal, in words that name the cause; the form stays for another try. */
export const Refused: Story = {
  parameters: wired(registrarRefused),
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'smithfuneralhome.com');
    await expect(await page(canvasElement).findByText(/only to accounts with 50 or more domains/)).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};
