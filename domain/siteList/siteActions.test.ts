import { describe, expect, it } from 'vitest';
import type { SiteRow } from '../api/siteList.schema';
import { offersSiteEditor, projectOffer, siteLinkOf } from './siteActions';

type ActionSite = Pick<SiteRow, 'id' | 'duda_id' | 'launcher_label' | 'hosted_obit_site' | 'apex'>;

/** An In Design site without a project or a domain, changed as a case needs. */
const siteRow = (changes: Partial<ActionSite> = {}): ActionSite => ({
  id: 1001,
  duda_id: null,
  launcher_label: 'In Design',
  hosted_obit_site: false,
  apex: null,
  ...changes,
});

describe('the Actions cell rules', () => {
  it('offers the editor for a site with a builder project to every role but the florist and the SDR', () => {
    const withProject = siteRow({ duda_id: 'a1b2c3' });
    expect(offersSiteEditor(withProject, 'designer')).toBe(true);
    expect(offersSiteEditor(withProject, 'launch')).toBe(true);
    expect(offersSiteEditor(withProject, 'florist')).toBe(false);
    expect(offersSiteEditor(withProject, 'sdr')).toBe(false);
    expect(offersSiteEditor(siteRow({ duda_id: null }), 'admin')).toBe(false);
  });

  it('links the website of a live or obituaries-only site with a domain, else the preview of a project', () => {
    expect(siteLinkOf(siteRow({ launcher_label: 'Live', apex: 'oak.com' }))).toEqual({ label: 'Website', href: 'https://oak.com' });
    expect(siteLinkOf(siteRow({ hosted_obit_site: true, apex: 'oak.com' }))).toEqual({ label: 'Website', href: 'https://oak.com' });
    expect(siteLinkOf(siteRow({ id: 7, launcher_label: 'Live', apex: null, duda_id: 'a1' }))).toEqual({
      label: 'Preview',
      href: '/api/sites/7/preview',
    });
    expect(siteLinkOf(siteRow({ id: 7, launcher_label: 'In Design', duda_id: 'a1' }))).toEqual({
      label: 'Preview',
      href: '/api/sites/7/preview',
    });
    expect(siteLinkOf(siteRow({ launcher_label: 'In Design', duda_id: null }))).toBeNull();
  });

  it('offers Create Duda Project to admin and designer until the site is staged or live (part 1 §4)', () => {
    expect(projectOffer(siteRow({ duda_id: null, launcher_label: 'In Design' }), 'designer')).toBe('create');
    expect(projectOffer(siteRow({ duda_id: null, launcher_label: 'In Design' }), 'admin')).toBe('create');
    expect(projectOffer(siteRow({ duda_id: null, launcher_label: 'In Design' }), 'care')).toBe('notYetCreated');
    expect(projectOffer(siteRow({ duda_id: null, launcher_label: 'Staged' }), 'admin')).toBe('notYetCreated');
    expect(projectOffer(siteRow({ duda_id: null, launcher_label: 'Live' }), 'designer')).toBe('notYetCreated');
    expect(projectOffer(siteRow({ duda_id: 'a1' }), 'admin')).toBeNull();
  });
});
