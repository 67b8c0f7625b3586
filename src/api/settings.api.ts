import { fromPromise } from 'xstate';
import { settingsEndpoints, settingsHistoryEndpoint } from '../../domain/api/settings.endpoints';
import type { SettingsActors, SettingsRow } from '../../machines/settings/settings.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/**
 * A Settings section's actors (machines/settings/settings.actors.ts): the list picks its endpoints
 * of domain/api/settings.endpoints.ts. The bodies were built for the list they are sent to, and an
 * id is the list's own (a checklist type's is text).
 */
export const settingsActors: SettingsActors = {
  loadEntries: fromPromise(({ input, signal }) =>
    call(settingsEndpoints[input.list].list as typeof settingsEndpoints.referralPartners.list, {}, { signal }).then(
      (entries) => entries as SettingsRow[],
    ),
  ),
  saveChange: fromPromise(({ input: { list, change }, signal }) => {
    const endpoints = settingsEndpoints[list] as unknown as typeof settingsEndpoints.referralPartners;
    if (change.kind === 'add') return call(endpoints.create, change.body as never, { signal });
    if (change.kind === 'update') return call(endpoints.update, { id: change.id as number, ...change.body }, { signal });
    return call(endpoints.remove, { id: change.id as number }, { signal });
  }),
  loadHistory: fromEndpoint(settingsHistoryEndpoint),
};
