import { fromPromise } from 'xstate';
import type { SettingsChangeEntry } from '../../../domain/api/settings.schema';
import type { SettingsList } from '../../../domain/settings/settingsLists';
import type { SettingsActors, SettingsChange, SettingsRow } from '../../../machines/settings/settings.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Two funding partners, one used by sites and one retired, for the stories. */
const fundingPartners: SettingsRow[] = [
  { id: 1, name: 'Homestead Pre-Need Life', position: 0, retired: false, sites: 3 },
  { id: 2, name: 'Precept Trust', position: 1, retired: true, sites: 1 },
];

/** The log of those two: Precept Trust retired by Ada, after Homestead was added. */
const settingsHistoryFixture = (): SettingsChangeEntry[] => [
  {
    id: 2,
    at: '2026-11-27T14:05:00.000Z',
    user: 'Ada Admin',
    list: 'insurers',
    entryId: '2',
    entryName: 'Precept Trust',
    action: 'change',
    before: { id: 2, name: 'Precept Trust', position: 1, retired: false, sites: 1 },
    after: { id: 2, name: 'Precept Trust', position: 1, retired: true, sites: 1 },
  },
  {
    id: 1,
    at: '2026-11-26T09:30:00.000Z',
    user: null,
    list: 'insurers',
    entryId: '1',
    entryName: 'Homestead Pre-Need Life',
    action: 'add',
    before: null,
    after: { id: 1, name: 'Homestead Pre-Need Life', position: 0, retired: false, sites: 0 },
  },
];

/** Every section answers the same rows (loading as `how` says); saving a change as `save` says; the history as `history` says. */
export const settingsActorsFixture = (
  how: StubAnswer = 'answer',
  save: StubAnswer = 'answer',
  history: StubAnswer = how,
): SettingsActors => ({
  loadEntries: fromPromise(() => stubAnswer(how, () => fundingPartners)),
  saveChange: fromPromise<unknown, { list: SettingsList; change: SettingsChange }>(() => stubAnswer(save, () => ({}))),
  loadHistory: fromPromise(() => stubAnswer(history, settingsHistoryFixture)),
});
