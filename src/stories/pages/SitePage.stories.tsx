import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, Suspense } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Route as actionsTab } from '../../routes/_app/sites/id/$id/actions';
import { Route as checklistTab } from '../../routes/_app/sites/id/$id/checklist';
import { Route as domainsTab } from '../../routes/_app/sites/id/$id/domains';
import { Route as detailsTab } from '../../routes/_app/sites/id/$id/index';
import { Route as notesTab } from '../../routes/_app/sites/id/$id/notes';
import { Route as revisionsTab } from '../../routes/_app/sites/id/$id/qa';
import { Route as scrapeTab } from '../../routes/_app/sites/id/$id/scrape';
import { storyWiring } from '../../testing/storyWiring';
import { adminViewer } from '../../testing/ViewWiring';
import { commandPaletteActorsFixture } from '../../views/commandPalette/commandPaletteFixtures';
import { domainProxyActorsFixture } from '../../views/domainProxy/domainProxyFixtures';
import { domainRequestActorsFixture } from '../../views/domainRequest/domainRequestFixtures';
import { inboxActorsFixture } from '../../views/inbox/inboxFixtures';
import { revisionsActorsFixture } from '../../views/revisions/revisionsFixtures';
import { scrapeRequestsActorsFixture } from '../../views/scrapeRequests/scrapeRequestsFixtures';
import { scrapeRecordsActorsFixture, scrapeTasksActorsFixture } from '../../views/scrapeTasks/scrapeTasksFixtures';
import { Shell } from '../../views/shell/Shell';
import { siteBackupActorsFixture } from '../../views/siteBackup/siteBackupFixtures';
import { checklistActorsFixture } from '../../views/siteChecklist/checklistFixtures';
import { siteDetailPageActors } from '../../views/siteDetail/fixtures/siteDetailActors';
import { siteDetail, siteDetailLookups } from '../../views/siteDetail/fixtures/siteDetails';
import { SiteDetailView } from '../../views/siteDetail/SiteDetailView';
import { notesActorsFixture } from '../../views/siteNotes/notesFixtures';
import { subscriberImportActorsFixture } from '../../views/subscriberImport/subscriberImportFixtures';

const site = siteDetail({ trello_card_id: 'card1', organization_id: 'org-9', duda_id: 'abc123', launcher_label: 'Final QA' });

/**
 * The whole site page as the app shows it: the shell (sidebar, header), the site's header and side
 * panel, and one tab, each tab being its route's own component. Every workflow on the page runs its
 * real machine with the same stub actors its own stories use.
 */
const SitePage = ({ tab: Tab }: { tab: ComponentType }) => (
  <Shell image={null} onSignOut={fn()}>
    <SiteDetailView siteId={site.id}>
      {/* A route's component may be split into its own chunk: it shows once loaded. */}
      <Suspense>
        <Tab />
      </Suspense>
    </SiteDetailView>
  </Shell>
);

/** The page at a tab's address, with the actors of every workflow the page and that tab reach. */
const at = (tabPath: string) =>
  storyWiring({
    viewer: adminViewer,
    lookups: siteDetailLookups,
    path: `/sites/id/${site.id}${tabPath}`,
    actors: () => ({
      ...siteDetailPageActors({ site }),
      commandPalette: commandPaletteActorsFixture(),
      inbox: inboxActorsFixture(),
      siteNotes: notesActorsFixture(),
      scrapeRequests: scrapeRequestsActorsFixture(),
      scrapeTasks: scrapeTasksActorsFixture(),
      scrapeRecords: scrapeRecordsActorsFixture(),
      revisions: revisionsActorsFixture(),
      siteChecklist: checklistActorsFixture(),
      domainRequest: domainRequestActorsFixture(),
      domainProxy: domainProxyActorsFixture(),
      siteBackup: siteBackupActorsFixture(),
      subscriberImport: subscriberImportActorsFixture(),
    }),
  });

const routeComponent = (route: { options: { component?: unknown } }) => route.options.component as ComponentType;

const meta = {
  title: 'sitePage',
  component: SitePage,
  args: { tab: routeComponent(detailsTab) },
  parameters: { ...at('') },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole page renders many workflows at once: on a busy machine it takes longer than one view. */
const pageLoads = { timeout: 15_000 };

/** The page is up with the named tab chosen. */
const showsTab = async (canvasElement: HTMLElement, tab: string) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: site.name }, pageLoads)).toBeInTheDocument();
  await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await expect(canvas.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return canvas;
};

export const DetailsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await showsTab(canvasElement, 'Details');
    await expect(await canvas.findByRole('button', { name: 'Reveal DNS password' }, pageLoads)).toBeInTheDocument();
  },
};

export const NotesTab: Story = {
  args: { tab: routeComponent(notesTab) },
  parameters: at('/notes'),
  play: async ({ canvasElement }) => {
    const canvas = await showsTab(canvasElement, 'Notes');
    await expect(await canvas.findByRole('button', { name: 'Add note' }, pageLoads)).toBeInTheDocument();
  },
};

export const ScrapeTab: Story = {
  args: { tab: routeComponent(scrapeTab) },
  parameters: at('/scrape'),
  play: async ({ canvasElement }) => {
    const canvas = await showsTab(canvasElement, 'Scrape');
    await expect(await canvas.findByRole('heading', { name: 'Scrape Requests' }, pageLoads)).toBeInTheDocument();
  },
};

export const RevisionsTab: Story = {
  args: { tab: routeComponent(revisionsTab) },
  parameters: at('/qa'),
  play: async ({ canvasElement }) => {
    await showsTab(canvasElement, 'Revisions');
  },
};

export const ChecklistTab: Story = {
  args: { tab: routeComponent(checklistTab) },
  parameters: at('/checklist'),
  play: async ({ canvasElement }) => {
    await showsTab(canvasElement, 'Checklist');
  },
};

export const DomainsTab: Story = {
  args: { tab: routeComponent(domainsTab) },
  parameters: at('/domains'),
  play: async ({ canvasElement }) => {
    await showsTab(canvasElement, 'Domains');
  },
};

export const ActionsTab: Story = {
  args: { tab: routeComponent(actionsTab) },
  parameters: at('/actions'),
  play: async ({ canvasElement }) => {
    await showsTab(canvasElement, 'Actions');
  },
};
