import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/api/harness';
import type { DatabaseHandle } from '../db/database';
import { consumeAccountToken, issueAccountToken, peekAccountToken, revokeAccountTokens } from './accountTokens';

describe('one-time account tokens', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let handle: DatabaseHandle;
  let userId: number;
  const now = new Date('2026-11-27T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    database = await openTestDatabase();
    handle = database.handle;
    const row = await handle.db
      .insertInto('users')
      .values({ name: 'Ann Invited', email: 'ann.invited@example.com', role: 'designer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(() => database.close());

  it('works once: a second use, or a use of another kind, finds nobody', async () => {
    const { token } = await issueAccountToken(handle.db, { userId, kind: 'password_reset', createdBy: null, now });
    expect(await consumeAccountToken(handle.db, token, 'invitation', now)).toBeNull();
    expect(await peekAccountToken(handle.db, token, 'password_reset', now)).toEqual({ userId, expiresAt: later(30 * 60_000) });
    expect(await consumeAccountToken(handle.db, token, 'password_reset', now)).toBe(userId);
    expect(await consumeAccountToken(handle.db, token, 'password_reset', now)).toBeNull();
  });

  it('of two uses racing, exactly one gets the person', async () => {
    const { token } = await issueAccountToken(handle.db, { userId, kind: 'password_reset', createdBy: null, now });
    const both = await Promise.all([1, 2].map(() => consumeAccountToken(handle.db, token, 'password_reset', now)));
    expect(both.filter((id) => id === userId)).toHaveLength(1);
  });

  it('lives 7 days as an invitation and 30 minutes as a reset link', async () => {
    const invitation = await issueAccountToken(handle.db, { userId, kind: 'invitation', createdBy: null, now });
    expect(invitation.expiresAt).toEqual(later(7 * 24 * 3_600_000));
    expect(await consumeAccountToken(handle.db, invitation.token, 'invitation', later(7 * 24 * 3_600_000))).toBeNull();
    const reset = await issueAccountToken(handle.db, { userId, kind: 'password_reset', createdBy: null, now });
    expect(await consumeAccountToken(handle.db, reset.token, 'password_reset', later(31 * 60_000))).toBeNull();
  });

  it('keeps only the newest link of a kind, and a revoked one no longer works', async () => {
    const first = await issueAccountToken(handle.db, { userId, kind: 'invitation', createdBy: null, now });
    const second = await issueAccountToken(handle.db, { userId, kind: 'invitation', createdBy: null, now });
    expect(await peekAccountToken(handle.db, first.token, 'invitation', now)).toBeNull();
    expect(await revokeAccountTokens(handle.db, userId, 'invitation', now)).toBe(1);
    expect(await consumeAccountToken(handle.db, second.token, 'invitation', now)).toBeNull();
  });
});
