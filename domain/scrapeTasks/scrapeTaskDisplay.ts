import dayjs from 'dayjs';
import type { ScrapeTaskRow } from '../api/scrapeTasks.schema';

/** A task's name starts with its queue's priority; the Type column leaves it out. */
const priorityPrefixes = /^(high_priority|low_priority)[._]/;

/** Part 2 §2.10 Type: 'scheduled' while RECEIVED, else the name without its priority prefix, else 'Unknown'. */
export const taskTypeText = (task: Pick<ScrapeTaskRow, 'status' | 'name'>): string => {
  if (task.status === 'RECEIVED') return 'scheduled';
  const type = (task.name ?? '').replace(priorityPrefixes, '');
  return type || 'Unknown';
};

/** Start and End Page: a dash for parse tasks, otherwise the value or 'None'. */
export const taskPageText = (task: Pick<ScrapeTaskRow, 'status' | 'name'>, page: number | null): string => {
  if (taskTypeText(task) === 'parse') return '-';
  return page === null ? 'None' : String(page);
};

/** Domain: the old site's host without www, or null for a dash. */
export const taskDomain = (url: string | null): string | null => {
  const host = (url ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '');
  return host || null;
};

/** Scheduled Date like 'Jan 5, 2024', Scheduled Time like '3:05 PM' (the viewer's clock), or a dash. */
export const scheduledDateText = (iso: string | null): string => (iso ? dayjs(iso).format('MMM D, YYYY') : '-');
export const scheduledTimeText = (iso: string | null): string => (iso ? dayjs(iso).format('h:mm A') : '-');

type TaskAction = 'viewResult' | 'revoke' | 'watchStream';

/** The Actions cell: View Result when there is a result and the task is not running or queued; Revoke Task while it has a status other than STARTED; else Watch Stream. */
export const taskPrimaryAction = (task: Pick<ScrapeTaskRow, 'status' | 'result'>): TaskAction => {
  if (task.result && task.status !== 'STARTED' && task.status !== 'RECEIVED') return 'viewResult';
  if (task.status && task.status !== 'STARTED') return 'revoke';
  return 'watchStream';
};

/** The row menu: Revoke Task for a running or queued task, otherwise View Result. */
export const taskMenuAction = (task: Pick<ScrapeTaskRow, 'status'>): Exclude<TaskAction, 'watchStream'> =>
  task.status === 'STARTED' || task.status === 'RECEIVED' ? 'revoke' : 'viewResult';
