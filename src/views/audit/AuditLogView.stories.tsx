import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { auditActorsFixture } from './auditFixtures';
import { AuditLogView } from './AuditLogView';
import { machineDoc } from '../../stories/machineDocs';
import { auditMachine } from '../../../machines/audit/audit.machine';
import { auditNotes } from '../../stories/notes/otherScreenNotes';

const wired = (first: StubAnswer = 'answer', more: StubAnswer = 'answer') =>
  storyWiring({ path: '/audit', actors: () => ({ audit: auditActorsFixture(first, more) }) });

/** One story per state of auditMachine. */
const meta = {
  title: 'audit',
  component: AuditLogView,
  parameters: { machineDocs: [machineDoc(auditMachine, auditNotes)], ...wired() },
} satisfies Meta<typeof AuditLogView>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Loading the audit log')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load the audit log')).toBeInTheDocument();
  },
};

/** ready.idle: who, when, from where, what, and each field before and after, as staff name them. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Erin Executive · ', { exact: false })).toBeInTheDocument();
    const fields = body.getAllByRole('list', { name: 'Changed fields' }).map((list) => list.textContent);
    await expect(fields).toEqual([
      'Designer: (empty) → Dana Designer',
      'Launch Date: 2026-12-01 → 2026-12-08',
      'Account: (empty) → nobody@example.com',
    ]);
    await expect(body.getAllByText('Changed Site 42')).toHaveLength(2);
    await expect(body.getByText('Created Failed sign-in 3')).toBeInTheDocument();
    await expect(body.getByText('Nobody signed in', { exact: false })).toHaveTextContent('203.0.113.50');
    await expect(body.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/audit/export');
  },
};

/** ready.loadingMore: the next page asked for, the button busy. */
export const LoadingMore: Story = {
  parameters: wired('answer', 'pending'),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Load more' }));
    await expect(body.getByRole('button', { name: 'Load more' })).toHaveAttribute('data-loading');
  },
};
