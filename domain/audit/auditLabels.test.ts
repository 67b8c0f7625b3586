import { describe, expect, it } from 'vitest';
import { auditEntityLabel, auditFieldLabel, auditNamesLabelled, auditPersonFields, auditValueText } from './auditLabels';

const nameOf = (personId: number) => (personId === 4 ? 'Dana Designer' : undefined);

describe('audit labels', () => {
  it('names entities and fields as staff say them', () => {
    expect(auditEntityLabel('sites')).toBe('Site');
    expect(auditEntityLabel('scrape_requests')).toBe('Scrape request');
    expect(auditFieldLabel('sites', 'scheduled_launch_date')).toBe('Launch Date');
    expect(auditFieldLabel('sites', 'designer_id')).toBe('Designer');
    expect(auditFieldLabel('sites', 'florist_id')).toBe('Floral Specialist');
    expect(auditFieldLabel('sites', 'launcher_label')).toBe('Status');
    // A field many tables share, and the same column named for what it holds on one of them.
    expect(auditFieldLabel('site_contacts', 'email')).toBe('E-mail');
    expect(auditFieldLabel('notes', 'user_id')).toBe('Written by');
  });

  it('reads an unknown entity or column as its name in words, without a trailing id', () => {
    expect(auditEntityLabel('site_welcome_videos')).toBe('Site welcome videos');
    expect(auditFieldLabel('sites', 'welcome_video_id')).toBe('Welcome video');
    expect(auditFieldLabel('site_welcome_videos', 'seo.title')).toBe('Seo title');
    expect(auditFieldLabel('sites', 'id')).toBe('ID');
  });

  it('shows flags as Yes or No, people by name, roles by name and lists by their items', () => {
    expect(auditValueText('site_addons', 'setup', true, nameOf)).toBe('Yes');
    expect(auditValueText('sites', 'welcome_video', false, nameOf)).toBe('No');
    expect(auditValueText('sites', 'designer_id', 4, nameOf)).toBe('Dana Designer');
    expect(auditValueText('sites', 'designer_id', 9, nameOf)).toBe('Person 9');
    // An id that holds no person stays a number.
    expect(auditValueText('sites', 'corporation_id', 4, nameOf)).toBe('4');
    expect(auditValueText('users', 'role', 'care', nameOf)).toBe('QA');
    expect(auditValueText('domain_requests', 'additional_domains', ['oak.net', 'oak.org'], nameOf)).toBe('oak.net, oak.org');
    expect(auditValueText('scrape_tasks', 'kwargs', { url: 'oak.example' }, nameOf)).toBe('{"url":"oak.example"}');
    expect(auditValueText('sites', 'apex', null, nameOf)).toBeNull();
  });

  it('shows a moment in UTC to the minute, whatever zone the database wrote it in, and a date as it is', () => {
    expect(auditValueText('users', 'last_sign_in_at', '2026-11-27T19:35:18.123456+00:00', nameOf)).toBe('2026-11-27 19:35 UTC');
    expect(auditValueText('users', 'last_sign_in_at', '2026-11-27T00:10:00-05:00', nameOf)).toBe('2026-11-27 05:10 UTC');
    expect(auditValueText('sites', 'scheduled_launch_date', '2026-12-01', nameOf)).toBe('2026-12-01');
    // Text that only starts like a moment stays text.
    expect(auditValueText('notes', 'body', '2026-11-27T19:35 was the call', nameOf)).toBe('2026-11-27T19:35 was the call');
  });

  it('finds the entities and fields whose label holds a text, in any case', () => {
    expect(auditNamesLabelled('launch date')).toEqual({ entities: [], fields: ['scheduled_launch_date'] });
    expect(auditNamesLabelled('SCRAPE')).toEqual({ entities: ['scrape_tasks', 'scrape_requests'], fields: ['type', 'scrape_family'] });
  });

  it("lists the columns that hold a person's id", () => {
    expect(auditPersonFields).toEqual(
      expect.arrayContaining(['designer_id', 'care_id', 'user_id', 'requested_by', 'completed_by', 'owner_id']),
    );
    expect(auditPersonFields).not.toContain('corporation_id');
  });
});
