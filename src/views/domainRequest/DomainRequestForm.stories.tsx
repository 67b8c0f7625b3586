import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { domainRequestActorsFixture, mailDown } from './domainRequestFixtures';
import { DomainRequestForm } from './DomainRequestForm';
import { machineDoc } from '../../stories/machineDocs';
import { domainRequestMachine } from '../../../machines/domainRequest/domainRequest.machine';
import { domainRequestNotes } from '../../stories/notes/sitePageNotes';

const ae: Viewer = { id: 4, role: 'ae', name: 'Avery Exec' };
const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };

const wired = (behaviour: Parameters<typeof domainRequestActorsFixture>[0] = {}, viewer: Viewer = ae) =>
  storyWiring({ viewer, actors: () => ({ domainRequest: domainRequestActorsFixture(behaviour) }) });

const meta = {
  title: 'domainRequest',
  component: DomainRequestForm,
  args: { fhid: 1042 },
  parameters: { machineDocs: [machineDoc(domainRequestMachine, domainRequestNotes)], ...wired() },
} satisfies Meta<typeof DomainRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const form = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('form', { name: 'Domain request' }));

export const Loading: Story = {
  parameters: wired({ loadDefaults: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading domain request')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadDefaults: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load the domain request')).toBeInTheDocument();
  },
};

/** An AE: the site's AE e-mail and domain are admin's to change. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('textbox', { name: /^Provider e-mail/ })).toHaveValue('websites@tributetech.example');
    await expect(fields.getByText("Tribute Tech's contact")).toBeInTheDocument();
    await expect(fields.getByRole('textbox', { name: /^AE e-mail/ })).toBeDisabled();
    await expect(fields.getByRole('textbox', { name: /^Domain/ })).toBeDisabled();
  },
};

export const EditingAsAdmin: Story = {
  parameters: wired({}, admin),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('textbox', { name: /^AE e-mail/ })).toBeEnabled();
    await expect(fields.getByRole('textbox', { name: /^Domain/ })).toBeEnabled();
  },
};

/** A submit with problems names each beside its field and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.clear(fields.getByRole('textbox', { name: /^Funeral home e-mail/ }));
    await userEvent.type(fields.getByRole('textbox', { name: /^Additional CC/ }), 'owner@example.com, nobody');
    await userEvent.click(fields.getByRole('button', { name: 'Send Domain Request' }));
    await expect(await fields.findByText('fhEmail is required')).toBeInTheDocument();
    await expect(fields.getByText("additionalCc: 'nobody' is not an e-mail address")).toBeInTheDocument();
  },
};

export const Sending: Story = {
  parameters: wired({ sendRequest: 'pending' }),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Send Domain Request' }));
    await expect(fields.getByRole('button', { name: 'Send Domain Request' })).toHaveAttribute('data-loading');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Send Domain Request' }));
    await expect(await page(canvasElement).findByText('Domain Request Sent!')).toBeInTheDocument();
    await expect(page(canvasElement).getByText(/to websites@tributetech\.example for oakwoodfuneralhome\.com/)).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Send another request' })).toBeInTheDocument();
  },
};

export const SendFailed: Story = {
  parameters: wired({ sendRequest: mailDown }),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Send Domain Request' }));
    await expect(await page(canvasElement).findByText('Unable to send domain request')).toBeInTheDocument();
    await expect(fields.getByRole('button', { name: 'Send Domain Request' })).not.toHaveAttribute('data-loading');
  },
};
