import { describe, expect, it } from 'vitest';
import type { Viewer } from '../viewer';
import { assignedToViewer, listScreens } from './listScreens';

const viewer = (role: Viewer['role']): Viewer => ({ id: 42, role, name: 'Pat Person' });

describe('listScreens', () => {
  it('titles every screen as the spec does', () => {
    expect(Object.values(listScreens).map((screen) => [screen.path, screen.title])).toEqual([
      ['/sites', 'All Sites'],
      ['/sites/me', 'My Sites'],
      ['/sites/unassigned', 'Ready for Designer'],
      ['/sites/floral-unassigned', 'Unassigned Sites'],
      ['/sites/qa', 'Ready for QA'],
      ['/sites/seo', 'SEO'],
      ['/sites/coaching-sessions', 'Ready for Coaching'],
      ['/launch-schedule', 'Launch Schedule'],
    ]);
  });

  it('gives All Sites the nine columns and five filters of part 1 §2', () => {
    expect(listScreens.allSites.columns).toEqual([
      'id',
      'name',
      'rooftops',
      'status',
      'person',
      'members',
      'launchDate',
      'info',
      'actions',
    ]);
    expect(listScreens.allSites.filters).toEqual(['search', 'person', 'ae', 'corporation', 'status']);
    expect(listScreens.allSites.scope(viewer('admin'))).toEqual({});
  });

  it('gives Ready for Floral its columns, three filters and default query', () => {
    const floral = listScreens.readyForFloral;
    expect(floral.columns).toEqual(['id', 'name', 'rooftops', 'status', 'members', 'launchDate', 'info', 'assign']);
    expect(floral.filters).toHaveLength(3);
    expect(floral.assignRole).toBe('florist');
    expect(floral.scope(viewer('florist'))).toEqual({ unassignedSitesFlorist: true, launchSchedule: true });
  });

  it('scopes My Sites by role', () => {
    expect(listScreens.mySites.scope(viewer('designer'))).toEqual({ designerMySites: true });
    expect(listScreens.mySites.scope(viewer('ae'))).toEqual({ aeMySites: true });
    expect(listScreens.mySites.scope(viewer('care'))).toEqual({ careMySites: true });
    expect(listScreens.mySites.scope(viewer('sdr'))).toEqual({ sdrMySites: true });
    expect(listScreens.mySites.scope(viewer('florist'))).toEqual({ florist: 42 });
    expect(listScreens.mySites.scope(viewer('am'))).toEqual({ am: 42 });
    expect(listScreens.mySites.scope(viewer('launch'))).toEqual({ launchSchedule: true });
    expect(listScreens.mySites.withStats).toBe(true);
  });

  it('shows designers every Ready for Design site and other site holders their own', () => {
    expect(listScreens.readyForDesigner.scope(viewer('designer'))).toEqual({ label: ['Ready for Design'] });
    expect(listScreens.readyForDesigner.scope(viewer('admin'))).toEqual({ label: ['Ready for Design'] });
    expect(listScreens.readyForDesigner.scope(viewer('florist'))).toEqual({ label: ['Ready for Design'], florist: 42 });
    expect(listScreens.readyForDesigner.scope(viewer('sdr'))).toEqual({ label: ['Ready for Design'], sdrMySites: true });
    expect(listScreens.readyForDesigner.assignRole).toBe('designer');
  });

  it('fixes the QA, coaching and launch schedule queries', () => {
    expect(listScreens.readyForQa.scope(viewer('care'))).toEqual({ label: ['Pre-Staging QA', 'Final QA'] });
    expect(listScreens.readyForQa.assignRole).toBe('care');
    expect(listScreens.readyForCoaching.scope(viewer('am'))).toEqual({ coachingSessions: true });
    expect(listScreens.readyForCoaching.assignRole).toBe('am');
    expect(listScreens.readyForCoaching.columns).toContain('coaching');
    expect(listScreens.launchSchedule.scope(viewer('launch'))).toEqual({ launchSchedule: true });
  });

  it('gives SEO a Pre-Live and a Post-Live tab', () => {
    expect(listScreens.seo.tabs.map((tab) => [tab.label, tab.scope])).toEqual([
      ['Pre-Live', { preLiveSeo: true }],
      ['Post-Live', { postLiveSeo: true }],
    ]);
  });

  it('knows no own sites for roles that hold none', () => {
    expect(assignedToViewer(viewer('admin'))).toBeNull();
    expect(assignedToViewer(viewer('launch'))).toBeNull();
  });
});
