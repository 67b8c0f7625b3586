import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/signIn/password';
import { createHarness, type Harness, peerEnv } from './harness';

const oldPassword = 'correct horse battery staple';
const newPassword = 'a brand new passphrase';
const sameAnswer = { message: 'If that address belongs to an account, a link to set a new password is on its way.' };
let addressCounter = 0;
/** Each test asks from its own address (198.18.0.0/15 is for tests), so one test's per-address limit never blocks another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.19.${addressCounter >> 8}.${addressCounter & 255}`;
};

describe('forgotten password: POST /api/password/forgot and /api/password/reset', () => {
  let h: Harness;
  let clock: Date;
  let passwordHash: string;

  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    passwordHash = await hashPassword(oldPassword, { ln: 12, r: 8, p: 1 });
  });
  beforeEach(() => {
    clock = new Date();
    h.deps.config.PUBLIC_ORIGIN = 'https://admin.example';
  });
  afterAll(() => h.close());

  const post = (path: string, body: unknown, address = freshAddress()) =>
    Promise.resolve(
      h.app.request(
        path,
        { method: 'POST', headers: { origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify(body) },
        peerEnv(address),
      ),
    );
  const person = async (active = true) => {
    const user = await h.createUser('designer', 'Dana Reset');
    const { email } = await h.handle.db
      .updateTable('users')
      .set({ password_hash: passwordHash, active })
      .where('id', '=', user.id)
      .returning('email')
      .executeTakeFirstOrThrow();
    return { ...user, email };
  };
  const mailTo = async (email: string) =>
    (await h.handle.db.selectFrom('outbox_messages').selectAll().orderBy('id').execute()).filter((mail) =>
      mail.to_addresses.includes(email),
    );
  /** The token of the newest link in the person's mail. */
  const linkIn = async (email: string) => {
    const messages = await mailTo(email);
    const text = messages.at(-1)?.text_body ?? '';
    const link = /https:\/\/admin\.example\/reset-password\/(\S+)/.exec(text);
    expect(link, text).not.toBeNull();
    return link?.[1] ?? '';
  };
  const signIn = (email: string, password: string) => post('/login', { username: email, password });

  it('mails a one-time link that sets a new password, ends every session and lets the person sign in with it', async () => {
    const dana = await person();
    const asked = await post('/api/password/forgot', { email: dana.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual(sameAnswer);
    const [mail] = await mailTo(dana.email);
    expect(mail?.subject).toBe('Set a new password for Website Admin');
    const token = await linkIn(dana.email);

    const res = await post('/api/password/reset', { token, password: newPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: dana.email });
    expect((await h.request('GET', '/api/me', { as: dana })).status).toBe(401);
    expect((await signIn(dana.email, oldPassword)).status).toBe(401);
    expect((await signIn(dana.email, newPassword)).status).toBe(200);

    const again = await post('/api/password/reset', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: 'This reset link is invalid or has expired' });
    const log = await h.handle.db
      .selectFrom('log_entries')
      .select(['message', 'site_id'])
      .where('user_id', '=', dana.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { message: 'Password reset link requested', site_id: null },
      { message: 'Password reset with an e-mailed link', site_id: null },
    ]);
  });

  it('answers an unknown address, and a deactivated person, exactly as a known one, and mails nobody', async () => {
    const gone = await person(false);
    const outboxBefore = await h.handle.db.selectFrom('outbox_messages').select('id').execute();
    for (const email of ['nobody.here@test.example', gone.email]) {
      const res = await post('/api/password/forgot', { email });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual(sameAnswer);
    }
    expect(await h.handle.db.selectFrom('outbox_messages').select('id').execute()).toEqual(outboxBefore);
  });

  it('refuses a password the policy refuses (400, the link still usable), an expired link and a replaced one (410)', async () => {
    const dana = await person();
    await post('/api/password/forgot', { email: dana.email });
    const first = await linkIn(dana.email);
    const short = await post('/api/password/reset', { token: first, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ field: 'password', reason: 'At least 12 characters' });
    const common = await post('/api/password/reset', { token: first, password: 'password1234' });
    expect(await common.json()).toMatchObject({ field: 'password', reason: 'This password is too common; choose another' });

    await post('/api/password/forgot', { email: dana.email });
    const second = await linkIn(dana.email);
    expect(second).not.toBe(first);
    expect((await post('/api/password/reset', { token: first, password: newPassword })).status).toBe(410);

    clock = new Date(Date.now() + 31 * 60_000);
    const expired = await post('/api/password/reset', { token: second, password: newPassword });
    expect(expired.status).toBe(410);
    expect((await post('/api/password/reset', { token: 'made-up', password: 'short' })).status).toBe(410);
    expect((await post('/api/password/reset', { password: newPassword })).status).toBe(400);
  });

  it('answers 400 naming the field for a bad address', async () => {
    const res = await post('/api/password/forgot', { email: 'not an address' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'email', reason: 'email must be an e-mail address' });
  });

  it('limits requests per address and account, per account from anywhere and per address, known address or not', async () => {
    const dana = await person();
    const office = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/password/forgot', { email: dana.email }, office)).status).toBe(202);
    const limited = await post('/api/password/forgot', { email: dana.email }, office);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ status: 'RATE_LIMITED', error: 'Too many requests. Try again in 15 minutes.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailTo(dana.email)).toHaveLength(3);
    // Two more from elsewhere, then the account's own limit (5 in 15 minutes) stops its inbox filling up.
    expect((await post('/api/password/forgot', { email: dana.email })).status).toBe(202);
    expect((await post('/api/password/forgot', { email: dana.email })).status).toBe(202);
    expect((await post('/api/password/forgot', { email: dana.email })).status).toBe(429);
    // An unknown address meets the same limits: the 429 says nothing about who has an account.
    const probe = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await post('/api/password/forgot', { email: 'ghost@test.example' }, probe)).status).toBe(202);
    expect((await post('/api/password/forgot', { email: 'ghost@test.example' }, probe)).status).toBe(429);
    // 20 per address, whichever accounts.
    const crawler = freshAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await post('/api/password/forgot', { email: `guess${i}@test.example` }, crawler)).status).toBe(202);
    expect((await post('/api/password/forgot', { email: 'guess99@test.example' }, crawler)).status).toBe(429);
    // The limits are apart from sign-in's: that address may still sign in.
    expect((await post('/login', { username: dana.email, password: oldPassword }, crawler)).status).toBe(200);
    clock = new Date(Date.now() + 16 * 60_000);
    expect((await post('/api/password/forgot', { email: dana.email }, office)).status).toBe(202);
  });
});
