import { endpoint } from './endpoint';
import {
  killTaskBody,
  listScrapeTasksQuery,
  scrapeStartedSchema,
  scrapeTaskListSchema,
  startScrapeBody,
  taskRevokedSchema,
} from './scrapeTasks.schema';

/** /api/scrapiTasks: scrape tasks (part 2 §2.10, §7; decisions.md §2, §7): the Scrape Tasks tab's list, starting a scrape, revoking one. */
export const scrapeTasksEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/scrapiTasks',
    capability: 'seeScrapeTasks',
    summary: 'A page of scrape tasks, newest first',
    description:
      "`{data, totalTasks}`, newest first (page size 20 by default). An empty `status`, `type` or `provider` means any. `legacyFhid` keeps one site's tasks (its Scrape tab), 400 `{field: 'legacyFhid'}` when it is not a site id.\n\n" +
      "A task left STARTED with no pg-boss job waiting or running for it becomes FAILURE 'the server stopped mid-run' (at start-up and every ten minutes; docs/decisions/0211).",
    query: listScrapeTasksQuery,
    answers: { 200: scrapeTaskListSchema },
  }),
  start: endpoint({
    method: 'post',
    path: '/api/scrapiTasks/startScrape',
    capability: 'startScrape',
    summary: 'Starts a scrape task for a site',
    description:
      "Part 2 §5's one rule ('Missing ...', domain/scrapeTasks/startScrapeRules.ts) answers 400 naming what is missing. The task is written PENDING with its log entry ('{jobType} scrape started', SCRAPE), then queued and RECEIVED. A `scheduledTime` in the future queues it to start then (it waits as RECEIVED).",
    body: startScrapeBody,
    answers: { 200: scrapeStartedSchema },
    refusals: { 404: 'Site not found' },
  }),
  kill: endpoint({
    method: 'post',
    path: '/api/scrapiTasks/killTask',
    capability: 'revokeScrape',
    summary: 'Revokes a scrape task',
    description:
      "A task not yet running is REVOKED at once (its job finds it so and does nothing); a running one is asked to stop, which it does before its next page, then becomes REVOKED keeping what it saved. A STARTED task whose run has stopped beating (its process died, docs/decisions/0370) is REVOKED at once, keeping its records. The log entry 'Task {id} revoked' (SCRAPE) is written with the change.",
    body: killTaskBody,
    answers: { 200: taskRevokedSchema },
    refusals: { 404: 'Task not found', 409: 'The task already finished' },
  }),
};
