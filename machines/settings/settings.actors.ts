import type { EndpointInput, EndpointOutput, EndpointSpec } from '../../domain/api/endpoint';
import { type settingsEndpoints, settingsHistoryEndpoint } from '../../domain/api/settings.endpoints';
import type { SettingsEntryId, SettingsList } from '../../domain/settings/settingsLists';
import { failureNotice, type Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

type Endpoints = (typeof settingsEndpoints)[SettingsList];

/** One entry of any Settings list, as GET /api/settings/<list> answers it. */
export type SettingsRow = EndpointOutput<Endpoints['list']>[number];

/** A body of one list's POST or PATCH (each list's schema decides which fields it takes). */
type BodyOf<E, K extends 'create' | 'update'> = E extends Record<K, EndpointSpec> ? Omit<EndpointInput<E[K]>, 'id'> : never;
type Body<K extends 'create' | 'update'> = BodyOf<Endpoints, K>;

/** One change the screen asks for. */
export type SettingsChange =
  | { kind: 'add'; body: Body<'create'> }
  | { kind: 'update'; id: SettingsEntryId; body: Body<'update'> }
  | { kind: 'remove'; id: SettingsEntryId };

/**
 * The contract of a Settings section's actors (issue 30): its list's entries, and one change to it.
 * Neither is one endpoint (the list picks the endpoint), so they are written with `unprovided`;
 * the app injects src/api/settings.api.ts, tests and stories stubs.
 */
export const unprovidedSettingsActors = {
  loadEntries: unprovided<SettingsRow[], { list: SettingsList }>('settings', 'loadEntries'),
  saveChange: unprovided<unknown, { list: SettingsList; change: SettingsChange }>('settings', 'saveChange'),
  loadHistory: unprovidedEndpoint('settings', 'loadHistory', settingsHistoryEndpoint),
};

export type SettingsActors = typeof unprovidedSettingsActors;

/** Our wording; a refusal the server explained (a duplicate, an entry in use, a protected id) adds its words. */
export const settingsNotices = {
  saved: { tone: 'success', message: 'Settings saved' },
  saveFailed: (refusal: string | null): Notice => failureNotice('Unable to save the change', refusal),
  loadFailed: { tone: 'error', message: 'Unable to load the list' },
  historyFailed: { tone: 'error', message: 'Unable to load the history' },
} as const satisfies Record<string, Notice | ((refusal: string | null) => Notice)>;
