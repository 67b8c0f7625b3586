import { describe, expect, it } from 'vitest';
import type { ScrapeTaskRow } from '../api/scrapeTasks.schema';
import { providerColumnLabel } from './scrapeProviders';
import {
  scheduledDateText,
  scheduledTimeText,
  taskDomain,
  taskMenuAction,
  taskPageText,
  taskPrimaryAction,
  taskTypeText,
} from './scrapeTaskDisplay';
import { cleanScrapeUrl, startScrapeProblem } from './startScrapeRules';

const result = { pagesRead: 1, recordsSaved: 0, new: 0, updated: 0, unchanged: 0, skipped: 0, skippedReasons: [], stoppedBecause: null };
const task = (overrides: Partial<ScrapeTaskRow>): ScrapeTaskRow => ({
  _id: 't1',
  status: 'SUCCESS',
  name: 'high_priority_scrape',
  result: null,
  kwargs: { scheduled_time: null, start_page: null, end_page: null, url: null, provider: null, legacy_fhid: null, organization_id: null },
  ...overrides,
});

describe('Scrape Tasks display rules (part 2 §2.10)', () => {
  it('Type: scheduled while RECEIVED, else the name without priority prefixes, else Unknown', () => {
    expect(taskTypeText(task({ status: 'RECEIVED' }))).toBe('scheduled');
    expect(taskTypeText(task({ name: 'low_priority_parse' }))).toBe('parse');
    expect(taskTypeText(task({ name: 'high_priority.scrape' }))).toBe('scrape');
    expect(taskTypeText(task({ name: null }))).toBe('Unknown');
    expect(taskTypeText(task({ name: 'high_priority_' }))).toBe('Unknown');
  });

  it("Start and End Page: '-' for parse tasks, otherwise the value or 'None'", () => {
    expect(taskPageText(task({ name: 'high_priority_parse' }), 3)).toBe('-');
    expect(taskPageText(task({}), 0)).toBe('0');
    expect(taskPageText(task({}), null)).toBe('None');
  });

  it('Domain without www, or nothing for a dash', () => {
    expect(taskDomain('www.oldhome.com')).toBe('oldhome.com');
    expect(taskDomain('https://www.oldhome.com')).toBe('oldhome.com');
    expect(taskDomain(null)).toBeNull();
  });

  it("Provider: 'cfs' for CFS, otherwise the first letter lowered", () => {
    expect(providerColumnLabel('CFS')).toBe('cfs');
    expect(providerColumnLabel('Batesville')).toBe('batesville');
    expect(providerColumnLabel('FrontRunner')).toBe('frontRunner');
    expect(providerColumnLabel('FZ')).toBe('fZ');
  });

  it("Scheduled Date like 'Jan 5, 2024' and Time like '3:05 PM'", () => {
    const local = new Date(2024, 0, 5, 15, 5).toISOString();
    expect(scheduledDateText(local)).toBe('Jan 5, 2024');
    expect(scheduledTimeText(local)).toBe('3:05 PM');
    expect(scheduledDateText(null)).toBe('-');
  });

  it('Actions: View Result, Revoke Task or Watch Stream; the menu Revoke Task for STARTED or RECEIVED, else View Result', () => {
    expect(taskPrimaryAction(task({ status: 'SUCCESS', result }))).toBe('viewResult');
    expect(taskPrimaryAction(task({ status: 'RECEIVED', result }))).toBe('revoke');
    expect(taskPrimaryAction(task({ status: 'PENDING' }))).toBe('revoke');
    expect(taskPrimaryAction(task({ status: 'STARTED', result }))).toBe('watchStream');
    expect(taskPrimaryAction(task({ status: null }))).toBe('watchStream');
    expect(taskMenuAction(task({ status: 'STARTED' }))).toBe('revoke');
    expect(taskMenuAction(task({ status: 'RECEIVED' }))).toBe('revoke');
    expect(taskMenuAction(task({ status: 'FAILURE' }))).toBe('viewResult');
  });
});

describe('start form rules (part 2 §5)', () => {
  const draft = { organizationId: 'org-1', legacyFhid: 4, url: 'old.com', provider: 'CFS', startPage: null, endPage: null };

  it('cleans the URL of http, https, www and slashes', () => {
    expect(cleanScrapeUrl(' https://www.oldhome.com/ ')).toBe('oldhome.com');
    expect(cleanScrapeUrl('http://oldhome.com/obituaries/')).toBe('oldhome.com/obituaries');
  });

  it("says 'Missing ' and the missing fields joined with commas and 'and'", () => {
    expect(startScrapeProblem({ ...draft, url: 'https://www./', provider: '', organizationId: ' ' })?.message).toBe(
      'Missing Organization ID, URL and Provider',
    );
    expect(startScrapeProblem({ ...draft, url: '' })?.message).toBe('Missing URL');
    expect(startScrapeProblem({ ...draft, url: '', provider: '' })?.fields).toEqual(['url', 'provider']);
    expect(startScrapeProblem({ ...draft, provider: 'Batesville' })).toEqual({
      field: 'endPage',
      fields: ['endPage'],
      message: 'Missing End Page',
    });
    expect(startScrapeProblem({ ...draft, provider: 'Batesville', endPage: 3 })).toBeNull();
  });

  it('allows start page 0, refuses a negative one and an end page before the start', () => {
    expect(startScrapeProblem({ ...draft, startPage: 0 })).toBeNull();
    expect(startScrapeProblem({ ...draft, startPage: -1 })?.field).toBe('startPage');
    expect(startScrapeProblem({ ...draft, startPage: 4, endPage: 2 })?.field).toBe('endPage');
  });
});
