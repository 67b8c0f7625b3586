import { type Kysely, type Selectable, sql } from 'kysely';
import type { ListScrapeTasksQuery, ScrapeResult, ScrapeTaskList, ScrapeTaskRow } from '../../domain/api/scrapeTasks.schema';
import { containsPattern } from '../db/likePattern';
import type { Database, ScrapeTasksTable } from '../db/schema';

type TaskRow = Selectable<ScrapeTasksTable>;

/** A task as the list answers it (part 2 §3): kwargs as the start form gave them. */
const scrapeTaskRowOf = (task: Pick<TaskRow, 'id' | 'status' | 'name' | 'result' | 'kwargs'>): ScrapeTaskRow => ({
  _id: task.id,
  status: task.status,
  name: task.name,
  result: (task.result as ScrapeResult | null) ?? null,
  kwargs: task.kwargs as ScrapeTaskRow['kwargs'],
});

/** GET /api/scrapiTasks: newest first, searched and filtered, one page and the total. */
export const listScrapeTasks = async (db: Kysely<Database>, query: ListScrapeTasksQuery): Promise<ScrapeTaskList> => {
  let filtered = db.selectFrom('scrape_tasks');
  if (query.searchString) {
    const pattern = containsPattern(query.searchString);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('id', 'ilike', pattern),
        eb('organization_id', 'ilike', pattern),
        eb(sql<string>`kwargs->>'url'`, 'ilike', pattern),
        eb(sql<string>`site_id::text`, 'ilike', pattern),
      ]),
    );
  }
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.type === 'scheduled') filtered = filtered.where('status', '=', 'RECEIVED');
  if (query.type === 'scrape' || query.type === 'parse') {
    // The Type column's rule (domain/scrapeTasks/scrapeTaskDisplay.ts): the name without its priority prefix, except while RECEIVED.
    filtered = filtered
      .where('status', '<>', 'RECEIVED')
      .where(sql<string>`regexp_replace(name, '^(high|low)_priority[._]', '')`, '=', query.type);
  }
  if (query.provider) filtered = filtered.where(sql<string>`kwargs->>'provider'`, '=', query.provider);
  if (query.legacyFhid !== undefined) filtered = filtered.where('site_id', '=', query.legacyFhid);
  const [rows, total] = await Promise.all([
    filtered
      .select(['id', 'status', 'name', 'result', 'kwargs'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(scrapeTaskRowOf), totalTasks: Number(total.n) };
};

export const findScrapeTask = (
  db: Kysely<Database>,
  taskId: string,
  options: { lock: boolean } = { lock: false },
): Promise<TaskRow | undefined> => {
  const query = db.selectFrom('scrape_tasks').selectAll().where('id', '=', taskId);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
};
