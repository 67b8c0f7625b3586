import { fromPromise } from 'xstate';
import { importReportSchema, siteSubscribersSchema } from '../../domain/api/subscriberImport.schema';
import type { SubscriberImportActors } from '../../machines/subscriberImport/subscriberImport.actors';
import { api } from './http';

/** The subscriber import's actors: the file is read here and sent as text with its name. */
export const subscriberImportActors: SubscriberImportActors = {
  loadSubscribers: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}/subscribers`, siteSubscribersSchema)),
  importSubscribers: fromPromise(async ({ input: { siteId, file } }) =>
    api.post(`api/sites/${siteId}/subscribers/import`, { fileName: file.name, csv: await file.text() }, importReportSchema),
  ),
};
