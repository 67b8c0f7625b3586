import type { Profile, SessionEntry } from '../../../domain/api/me.schema';

/** Dana's profile as GET /api/me/profile answers it: no avatar, not on the board. */
export const danaProfile: Profile = { name: 'Dana Whitfield', email: 'dana@example.com', image: null, trelloMemberId: null };

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
