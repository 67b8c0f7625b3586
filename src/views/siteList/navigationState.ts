import type { SiteRow } from '../../../domain/api/siteList.schema';

/**
 * What list links carry as navigation state (part 1 §2): the Name link hands the site row to the
 * detail page so it can paint before its own request returns; Create Duda Project hands /create
 * the site id (fhid).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    site?: SiteRow;
    fhid?: number;
  }
}
