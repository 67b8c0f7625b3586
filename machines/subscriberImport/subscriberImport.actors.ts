import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import { subscriberImportEndpoints } from '../../domain/api/subscriberImport.endpoints';
import { failureNotice, type Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the subscriber import's actors (domain/api/subscriberImport.endpoints.ts): the app injects src/api/subscriberImport.api.ts, tests and stories stubs. */

type ImportEndpoint = typeof subscriberImportEndpoints.import;

export const unprovidedSubscriberImportActors = {
  loadSubscribers: unprovidedEndpoint('subscriberImport', 'loadSubscribers', subscriberImportEndpoints.list),
  /** Takes the chosen file; the real actor reads it and sends its name and text (fileName, csv). */
  importSubscribers: unprovided<EndpointOutput<ImportEndpoint>, Omit<EndpointInput<ImportEndpoint>, 'fileName' | 'csv'> & { file: File }>(
    'subscriberImport',
    `importSubscribers (POST ${subscriberImportEndpoints.import.path})`,
  ),
};

export type SubscriberImportActors = typeof unprovidedSubscriberImportActors;

/** Ours (docs/decisions/0267-subscriber-import-ui.md): the spec names no subscriber toasts. */
export const subscriberImportNotices = {
  imported: { tone: 'success', message: 'Subscribers imported' },
  importFailed: (refusal: string | null): Notice => failureNotice('Unable to import subscribers', refusal),
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
