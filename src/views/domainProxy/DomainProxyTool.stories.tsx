import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refused, type StubAnswer } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { domainProxyActorsFixture } from './domainProxyFixtures';
import { DomainProxyTool } from './DomainProxyTool';
import { machineDoc } from '../../stories/machineDocs';
import { domainProxyMachine } from '../../../machines/domainProxy/domainProxy.machine';
import { domainProxyNotes } from '../../stories/notes/sitePageNotes';

const wired = (how: StubAnswer = 'answer') =>
  storyWiring({ viewer: { id: 6, role: 'launch', name: 'Lee Launch' }, actors: () => ({ domainProxy: domainProxyActorsFixture(how) }) });

const meta = {
  title: 'domainProxy',
  component: DomainProxyTool,
  args: { fhid: 1042, domain: 'oakwood-taken.com', hostedZoneId: null },
  parameters: { machineDocs: [machineDoc(domainProxyMachine, domainProxyNotes)], ...wired() },
} satisfies Meta<typeof DomainProxyTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const proxy = async (canvasElement: HTMLElement) => {
  const form = within(await page(canvasElement).findByRole('form', { name: 'Proxy a domain' }));
  await userEvent.click(form.getByRole('button', { name: 'Proxy Domain' }));
  return form;
};

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await page(canvasElement).findByRole('form', { name: 'Proxy a domain' }));
    await expect(form.getByRole('textbox', { name: 'Domain' })).toHaveValue('oakwood-taken.com');
  },
};

export const InvalidDomain: Story = {
  args: { domain: 'oakwood funeral' },
  play: async ({ canvasElement }) => {
    const form = await proxy(canvasElement);
    await expect(await form.findByText('The domain must be a domain name such as smithfuneralhome.com')).toBeInTheDocument();
  },
};

export const Proxying: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    const form = await proxy(canvasElement);
    await expect(form.getByRole('button', { name: 'Proxy Domain' })).toHaveAttribute('data-loading');
  },
};

/** In our GoDaddy account: the name servers were set there. */
export const ProxiedAutomatically: Story = {
  play: async ({ canvasElement }) => {
    await proxy(canvasElement);
    await expect(await page(canvasElement).findByText('Name servers updated automatically')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('table', { name: 'Copied records' })).toBeInTheDocument();
    await expect(within(page(canvasElement).getByRole('list', { name: 'Name servers' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const ProxiedManually: Story = {
  args: { domain: 'oakwood-elsewhere.com' },
  play: async ({ canvasElement }) => {
    await proxy(canvasElement);
    await expect(await page(canvasElement).findByText('Manual proxy required')).toBeInTheDocument();
  },
};

export const AlreadyProxied: Story = {
  args: { hostedZoneId: 'Z08ABCDEF12345' },
  parameters: wired(refused(403, 'Domain Already Proxied!')),
  play: async ({ canvasElement }) => {
    await proxy(canvasElement);
    await expect(await page(canvasElement).findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText('Domain Already Proxied!').length).toBeGreaterThan(0);
  },
};

export const NoRecords: Story = {
  parameters: wired(refused(400, 'No DNS records found')),
  play: async ({ canvasElement }) => {
    await proxy(canvasElement);
    await expect(await page(canvasElement).findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText('No DNS records found').length).toBeGreaterThan(0);
  },
};

/** Proxied, but the site's checklist and notes could not be updated (406). */
export const NotesFailed: Story = {
  parameters: wired(refused(406, 'Error updating checklist & notes')),
  play: async ({ canvasElement }) => {
    await proxy(canvasElement);
    await expect(await page(canvasElement).findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText('Error updating checklist & notes').length).toBeGreaterThan(0);
  },
};

/** Any other failure (an outside service down, no answer) reads the catch-all. */
export const OtherFailure: Story = {
  parameters: wired(refused(502, 'DNS hosting (Route 53) is having problems (status 503); try again later.')),
  play: async ({ canvasElement }) => {
    await proxy(canvasElement);
    await expect(await page(canvasElement).findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText('Could not proxy domain, contact developer').length).toBeGreaterThan(0);
    await expect(page(canvasElement).queryByText(/Route 53/)).toBeNull();
  },
};
