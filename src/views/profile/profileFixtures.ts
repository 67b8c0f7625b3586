import { fromPromise } from 'xstate';
import type { Preferences, Profile, SessionEntry } from '../../../domain/api/me.schema';
import type { ProfileActors } from '../../../machines/profile/profile.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Dana's profile as GET /api/me/profile answers it: no avatar, not on the board. */
export const danaProfile: Profile = { name: 'Dana Whitfield', email: 'dana@example.com', image: null, trelloMemberId: null };

/** Where an uploaded avatar of Dana's is served. */
export const danaAvatarUrl = '/api/avatars/0b7c2a52-1f3e-4c56-9d8e-2a4b6c8d0e1f.png';

/** Dana's live sessions, newest sign-in first: a phone, and the browser she is using. */
export const danaSessions: SessionEntry[] = [
  {
    id: 2,
    device: 'Safari on iPhone',
    address: '198.51.100.7',
    signedInAt: '2026-11-27T09:00:00Z',
    lastSeenAt: '2026-11-27T09:30:00Z',
    current: false,
  },
  {
    id: 1,
    device: 'Chrome on Windows',
    address: '198.51.100.2',
    signedInAt: '2026-11-26T09:00:00Z',
    lastSeenAt: '2026-11-27T10:00:00Z',
    current: true,
  },
];

/** Dana's screen preferences as the server has them: compact lists, the dark scheme. */
const danaPreferences: Preferences = { density: 'compact', colorScheme: 'dark' };

/**
 * Profile actors for stories: each answers with Dana's data (a save or an upload answers with
 * what was sent), never answers, or fails as asked.
 */
export const profileActorsFixture = (answers: Partial<Record<keyof ProfileActors, StubAnswer>> = {}): ProfileActors => ({
  loadProfile: fromPromise(() => stubAnswer(answers.loadProfile ?? 'answer', () => danaProfile)),
  saveProfile: fromPromise(({ input }) =>
    stubAnswer(answers.saveProfile ?? 'answer', () => ({
      ...danaProfile,
      name: input.name ?? danaProfile.name,
      trelloMemberId: input.trelloMemberId || null,
    })),
  ),
  uploadAvatar: fromPromise(() => stubAnswer(answers.uploadAvatar ?? 'answer', (): Profile => ({ ...danaProfile, image: danaAvatarUrl }))),
  changePassword: fromPromise(() => stubAnswer(answers.changePassword ?? 'answer', () => ({ ended: 1 }))),
  loadSessions: fromPromise(() => stubAnswer(answers.loadSessions ?? 'answer', () => danaSessions)),
  endSession: fromPromise(() => stubAnswer(answers.endSession ?? 'answer', () => ({ ended: 1 }))),
  endOtherSessions: fromPromise(() => stubAnswer(answers.endOtherSessions ?? 'answer', () => ({ ended: 1 }))),
  loadPreferences: fromPromise(() => stubAnswer(answers.loadPreferences ?? 'answer', () => danaPreferences)),
  savePreferences: fromPromise(({ input }) =>
    stubAnswer(answers.savePreferences ?? 'answer', (): Preferences => ({ ...danaPreferences, ...input })),
  ),
});
