import { fromPromise } from 'xstate';
import type { SettingsList } from '../../../domain/settings/settingsLists';
import type { SettingsActors, SettingsChange, SettingsRow } from '../../../machines/settings/settings.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Two funding partners, one used by sites and one retired, for the stories. */
const fundingPartners: SettingsRow[] = [
  { id: 1, name: 'Homestead Pre-Need Life', position: 0, retired: false, sites: 3 },
  { id: 2, name: 'Precept Trust', position: 1, retired: true, sites: 1 },
];

/** Every section answers the same rows (loading as `how` says); saving a change as `save` says. */
export const settingsActorsFixture = (how: StubAnswer = 'answer', save: StubAnswer = 'answer'): SettingsActors => ({
  loadEntries: fromPromise(() => stubAnswer(how, () => fundingPartners)),
  saveChange: fromPromise<unknown, { list: SettingsList; change: SettingsChange }>(() => stubAnswer(save, () => ({}))),
});
