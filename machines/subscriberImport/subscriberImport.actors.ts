import type { ImportReport, SiteSubscribers } from '../../domain/api/subscriberImport.schema';
import { unprovided } from '../shared/unprovided';

/** The contract of the subscriber import's actors: the app injects src/api/subscriberImport.api.ts, tests and stories stubs. */

export type LoadSubscribersInput = { siteId: number };
export type ImportSubscribersInput = { siteId: number; file: File };

export const unprovidedSubscriberImportActors = {
  loadSubscribers: unprovided<SiteSubscribers, LoadSubscribersInput>('subscriberImport', 'loadSubscribers'),
  importSubscribers: unprovided<ImportReport, ImportSubscribersInput>('subscriberImport', 'importSubscribers'),
};

export type SubscriberImportActors = typeof unprovidedSubscriberImportActors;

/** Ours (docs/decisions/0267-subscriber-import-ui.md): the spec names no subscriber toasts. */
export const subscriberImportToasts = {
  imported: 'Subscribers imported',
  importFailed: 'Unable to import subscribers',
} as const;
