import { fromPromise } from 'xstate';
import { subscriberImportEndpoints } from '../../domain/api/subscriberImport.endpoints';
import type { SubscriberImportActors } from '../../machines/subscriberImport/subscriberImport.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/** The subscriber import's actors (domain/api/subscriberImport.endpoints.ts): the file is read here and sent as text with its name. */
export const subscriberImportActors: SubscriberImportActors = {
  loadSubscribers: fromEndpoint(subscriberImportEndpoints.list),
  importSubscribers: fromPromise(async ({ input: { id, file }, signal }) =>
    call(subscriberImportEndpoints.import, { id, fileName: file.name, csv: await file.text() }, { signal }),
  ),
};
