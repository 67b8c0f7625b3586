import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { boardListForStatus } from '../../../domain/boardLists';
import { isSiteStatus } from '../../../domain/siteStatus';
import type { TaskBoard } from '../../integrations/board/board.port';
import { createSandboxBoard } from '../../integrations/board/board.sandbox';
import type { WebsiteBuilder } from '../../integrations/builder/builder.port';
import { createSandboxBuilder } from '../../integrations/builder/builder.sandbox';
import { baseSiteName, sandboxTemplates } from '../../integrations/builder/sandboxTemplates';
import type { Database } from '../schema';
import { bulkInsert } from './bulkInsert';

interface DemoSandboxOptions {
  /** Prefix of the URLs stored in sandbox content, as createIntegrations gives the sandbox ('' = same-origin paths). */
  publicOrigin?: string;
  now?: Date;
}

/**
 * The sandbox builder and board over the demo database. The demo always uses these, never a live
 * service: seeding must not create projects or cards in a real account
 * (docs/decisions/0124-demo-data-lives-in-the-sandbox.md).
 */
export const demoSandboxServices = (
  db: Kysely<Database>,
  options: DemoSandboxOptions = {},
): { builder: WebsiteBuilder; board: TaskBoard } => {
  const now = () => options.now ?? new Date();
  const publicOrigin = options.publicOrigin ?? '';
  return { builder: createSandboxBuilder({ db, publicOrigin, now }), board: createSandboxBoard({ db, publicOrigin, now }) };
};

/** Sites from Staged on have been published once, so their sandbox project says so. */
const publishedStatuses = new Set(['Staged', 'Final QA', 'Approved', '100% Ready', 'Missed Launch', 'Live', 'Post-Live QA', 'Rebuild']);

/**
 * Creates the sandbox builder project and board card every demo site refers to, under the ids the
 * site already carries, so Preview, the card link, assignment, notes, staging and go-live work in
 * the demo. Sites whose ids the sandbox knows already are left alone. Bulk inserts, not the
 * sandbox's createSite/createCard: those mint new ids and take a few round trips each.
 */
export const linkDemoSitesToSandbox = async (
  db: Kysely<Database>,
  builder: WebsiteBuilder,
  options: DemoSandboxOptions = {},
): Promise<void> => {
  const createdAt = (options.now ?? new Date()).toISOString();
  const sites = await db
    .selectFrom('sites')
    .leftJoin('sandbox_builder_sites', 'sandbox_builder_sites.site_name', 'sites.duda_id')
    .leftJoin('sandbox_board_cards', 'sandbox_board_cards.id', 'sites.trello_card_id')
    .select([
      'sites.id',
      'sites.name',
      'sites.launcher_label',
      'sites.duda_id',
      'sites.trello_card_id',
      'sites.apex',
      'sandbox_builder_sites.site_name as knownProject',
      'sandbox_board_cards.id as knownCard',
    ])
    .where((eb) => eb.or([eb('sites.duda_id', 'is not', null), eb('sites.trello_card_id', 'is not', null)]))
    .orderBy('sites.id')
    .execute();

  // Every template's starting content, read once through the sandbox so the shape stays its own.
  const templateContent = new Map(
    await Promise.all(sandboxTemplates.map(async (template) => [template.id, await builder.getContent(baseSiteName(template))] as const)),
  );

  const projects: Record<string, unknown>[] = [];
  const pages: Record<string, unknown>[] = [];
  const cards: Record<string, unknown>[] = [];
  for (const site of sites) {
    if (site.duda_id && !site.knownProject) {
      const template = sandboxTemplates[site.id % sandboxTemplates.length]!;
      // An object, not a string: bulkInsert sends the rows as JSON, and jsonb columns take it as it is.
      const content = { ...templateContent.get(template.id), business_data: { name: site.name } };
      const published = publishedStatuses.has(site.launcher_label) ? createdAt : null;
      projects.push({
        site_name: site.duda_id,
        template_id: template.id,
        business_name: site.name,
        content,
        published_content: published ? content : null,
        content_published_at: published,
        published_at: published,
        created_at: createdAt,
      });
      template.pages.forEach((page, position) =>
        pages.push({ uuid: randomBytes(16).toString('hex'), site_name: site.duda_id, ...page, position }),
      );
    }
    if (site.trello_card_id && !site.knownCard) {
      const list =
        isSiteStatus(site.launcher_label) && site.launcher_label !== 'Test'
          ? boardListForStatus[site.launcher_label]
          : 'INTAKE.READY_FOR_DESIGNER';
      cards.push({
        id: site.trello_card_id,
        name: `${site.id} ${site.name}`,
        description: `Website for ${site.apex ?? site.name}`,
        list_name: list,
        created_at: createdAt,
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await bulkInsert(
      trx,
      'sandbox_builder_sites',
      {
        site_name: 'text',
        template_id: 'text',
        business_name: 'text',
        content: 'jsonb',
        published_content: 'jsonb',
        content_published_at: 'timestamptz',
        published_at: 'timestamptz',
        created_at: 'timestamptz',
      },
      projects,
    );
    await bulkInsert(
      trx,
      'sandbox_builder_pages',
      { uuid: 'text', site_name: 'text', title: 'text', path: 'text', position: 'integer' },
      pages,
    );
    await bulkInsert(
      trx,
      'sandbox_board_cards',
      { id: 'text', name: 'text', description: 'text', list_name: 'text', created_at: 'timestamptz' },
      cards,
    );
  });
};
