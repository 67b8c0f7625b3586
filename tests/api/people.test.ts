import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachLiveSockets, type LiveSocketServer } from '../../server/live/liveSocketServer';
import { createHarness, type Harness, type TestUser } from './harness';

interface PersonAnswer {
  id: number;
  name: string;
  email: string;
  role: string;
  state: string;
  lastSignInAt: string | null;
  secondFactor: boolean;
  trelloId: string | null;
}

describe('/api/people', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  let serial = 0;
  const uniqueEmail = (who: string) => `${who}.${(serial += 1)}.${Date.now()}@example.com`;

  const add = async (body: Record<string, unknown>) => {
    const res = await h.request('POST', '/api/people', { as: 'admin', body });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as PersonAnswer;
  };
  const newPerson = (name: string, role = 'designer') => add({ name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), role });

  /** The newest sandbox e-mail to an address, and the link it holds. */
  const lastMailTo = async (email: string) => {
    const rows = await h.handle.db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').execute();
    const message = rows.find((row) => row.to_addresses.includes(email));
    if (!message) throw new Error(`no e-mail to ${email}`);
    const link = /https?:\/\/\S+\/(invitation|reset-password)\/([A-Za-z0-9_-]+)/.exec(message.text_body);
    return { subject: message.subject, text: message.text_body, path: link?.[1], token: link?.[2] ?? '' };
  };

  const patch = (id: number, body: unknown, as: string | TestUser = 'admin') =>
    h.request('PATCH', `/api/people/${id}`, { as: as as TestUser, body });

  describe('GET /api/people', () => {
    it('lists everyone with state, last sign-in and second factor; searches name or e-mail and filters by role', async () => {
      const invited = await add({ name: 'Quentin Searchable', email: uniqueEmail('quentin'), role: 'florist', trelloId: 'trello-q' });
      expect(invited).toEqual({
        id: expect.any(Number),
        name: 'Quentin Searchable',
        email: expect.stringMatching(/^quentin\./),
        role: 'florist',
        state: 'invited',
        lastSignInAt: null,
        secondFactor: false,
        trelloId: 'trello-q',
      });
      const res = await h.request('GET', '/api/people?search=QUENTIN%20search', { as: 'admin' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([invited]);
      const byEmail = (await (
        await h.request('GET', `/api/people?search=${encodeURIComponent(invited.email)}`, { as: 'admin' })
      ).json()) as PersonAnswer[];
      expect(byEmail.map((person) => person.id)).toEqual([invited.id]);
      const florists = (await (await h.request('GET', '/api/people?role=florist', { as: 'admin' })).json()) as PersonAnswer[];
      expect(florists.every((person) => person.role === 'florist')).toBe(true);
      expect(florists.map((person) => person.name)).toEqual(expect.arrayContaining(['Quentin Searchable', 'Test florist']));
      const everyone = (await (await h.request('GET', '/api/people', { as: 'admin' })).json()) as PersonAnswer[];
      expect(everyone.find((person) => person.name === 'Test admin')).toMatchObject({ state: 'active', secondFactor: false });
    });

    it('answers 400 for an unknown role, 401 without a session and 403 for other roles', async () => {
      const bad = await h.request('GET', '/api/people?role=boss', { as: 'admin' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'role' });
      expect((await h.request('GET', '/api/people')).status).toBe(401);
      expect((await h.request('GET', '/api/people', { as: 'executive' })).status).toBe(403);
    });
  });

  describe('POST /api/people', () => {
    it('adds an invited person and e-mails a one-time link to /invitation/<token>; the change is in the log', async () => {
      const email = uniqueEmail('ivy');
      const person = await add({ name: 'Ivy Invited', email, role: 'care' });
      expect(person).toMatchObject({ name: 'Ivy Invited', email, role: 'care', state: 'invited' });
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('You are invited to Website Admin');
      expect(mail.path).toBe('invitation');
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select(['message', 'user_id', 'site_id'])
        .where('message', 'like', '%Ivy Invited%')
        .execute();
      expect(log).toEqual([{ message: `Invited Ivy Invited <${email}> as QA`, user_id: h.users.admin.id, site_id: null }]);
    });

    it('answers 409 for an e-mail in use, in any case', async () => {
      const email = uniqueEmail('dora');
      await add({ name: 'Dora First', email, role: 'am' });
      const res = await h.request('POST', '/api/people', {
        as: 'admin',
        body: { name: 'Dora Second', email: email.toUpperCase(), role: 'am' },
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: `Someone already has the e-mail ${email.toUpperCase()}` });
    });

    it('answers 400 naming the field, 401 and 403', async () => {
      const res = await h.request('POST', '/api/people', { as: 'admin', body: { name: 'No Mail', email: 'not-an-address', role: 'am' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'email', reason: 'email must be an e-mail address' });
      const body = { name: 'Someone', email: uniqueEmail('someone'), role: 'am' };
      expect((await h.request('POST', '/api/people', { body })).status).toBe(401);
      expect((await h.request('POST', '/api/people', { as: 'designer', body })).status).toBe(403);
    });
  });

  describe('accepting an invitation', () => {
    it('reads who it is for, sets the password by the policy, signs the person in, and works once', async () => {
      const email = uniqueEmail('nina');
      const person = await add({ name: 'Nina New', email, role: 'designer' });
      const { token } = await lastMailTo(email);

      const read = await h.request('GET', `/api/invitations/${token}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual({ name: 'Nina New', email });

      const short = await h.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'short' } });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({ field: 'password', reason: 'At least 12 characters' });

      const accepted = await h.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'a long new password 42' } });
      expect(accepted.status).toBe(200);
      const signedIn = (await accepted.json()) as { status: string; token: string; user: { id: number } };
      expect(signedIn).toMatchObject({ status: 'SUCCESS', user: { id: person.id }, redirect: null });
      expect(accepted.headers.get('set-cookie')).toMatch(/^access_token=/);
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${signedIn.token}` } })).status).toBe(200);
      const session = await h.handle.db
        .selectFrom('sessions')
        .select('sign_in_method')
        .where('user_id', '=', person.id)
        .executeTakeFirstOrThrow();
      expect(session.sign_in_method).toBe('password');

      const listed = (await (
        await h.request('GET', `/api/people?search=${encodeURIComponent(email)}`, { as: 'admin' })
      ).json()) as PersonAnswer[];
      expect(listed[0]).toMatchObject({ state: 'active', lastSignInAt: expect.any(String) });
      const again = await h.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'a long new password 42' } });
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({ error: 'This invitation has expired, was revoked or was already used' });
      expect((await h.request('GET', `/api/invitations/${token}`)).status).toBe(410);
    });

    it('answers 404 for a link never issued or malformed', async () => {
      const unknown = await h.request('GET', `/api/invitations/${'x'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Invitation not found' });
      expect(
        (await h.request('POST', `/api/invitations/${'x'.repeat(43)}/accept`, { body: { password: 'a long new password 42' } })).status,
      ).toBe(404);
      expect((await h.request('GET', '/api/invitations/short')).status).toBe(404);
    });
  });

  describe('POST and DELETE /api/people/{id}/invitation', () => {
    it('resends a new link (the first stops working) and revokes it', async () => {
      const email = uniqueEmail('rosa');
      const person = await add({ name: 'Rosa Resent', email, role: 'launch' });
      const first = await lastMailTo(email);
      const resent = await h.request('POST', `/api/people/${person.id}/invitation`, { as: 'admin' });
      expect(resent.status).toBe(200);
      expect(await resent.json()).toMatchObject({ state: 'invited' });
      const second = await lastMailTo(email);
      expect(second.token).not.toBe(first.token);
      expect((await h.request('GET', `/api/invitations/${first.token}`)).status).toBe(410);
      expect((await h.request('GET', `/api/invitations/${second.token}`)).status).toBe(200);

      const revoked = await h.request('DELETE', `/api/people/${person.id}/invitation`, { as: 'admin' });
      expect(revoked.status).toBe(200);
      expect(await revoked.json()).toMatchObject({ state: 'active' });
      expect((await h.request('GET', `/api/invitations/${second.token}`)).status).toBe(410);
      const none = await h.request('DELETE', `/api/people/${person.id}/invitation`, { as: 'admin' });
      expect(none.status).toBe(409);
      expect(await none.json()).toEqual({ error: 'Rosa Resent has no open invitation' });
    });

    it('refuses to invite someone who has signed in (409), an unknown id (404), 401 and 403', async () => {
      const res = await h.request('POST', `/api/people/${h.users.designer.id}/invitation`, { as: 'admin' });
      await h.handle.db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', h.users.care.id).execute();
      const signedIn = await h.request('POST', `/api/people/${h.users.care.id}/invitation`, { as: 'admin' });
      expect(signedIn.status).toBe(409);
      expect(await signedIn.json()).toEqual({ error: 'Test care has already signed in' });
      // The harness's users never signed in: a new invitation is theirs to accept.
      expect(res.status).toBe(200);
      expect((await h.request('POST', '/api/people/999999/invitation', { as: 'admin' })).status).toBe(404);
      expect((await h.request('DELETE', '/api/people/999999/invitation', { as: 'admin' })).status).toBe(404);
      expect((await h.request('POST', `/api/people/${h.users.designer.id}/invitation`)).status).toBe(401);
      expect((await h.request('DELETE', `/api/people/${h.users.designer.id}/invitation`, { as: 'ae' })).status).toBe(403);
    });
  });

  describe('PATCH /api/people/{id}', () => {
    it('changes a role, deactivates (leaving the assignment lists) and reactivates, each in the log', async () => {
      const person = await newPerson('Paula Patched', 'designer');
      const promoted = await patch(person.id, { role: 'florist' });
      expect(promoted.status).toBe(200);
      expect(await promoted.json()).toMatchObject({ role: 'florist' });
      const florists = async () =>
        ((await (await h.request('GET', '/api/florists', { as: 'admin' })).json()) as Array<{ id: number }>).map((row) => row.id);
      expect(await florists()).toContain(person.id);

      const deactivated = await patch(person.id, { active: false });
      expect(await deactivated.json()).toMatchObject({ state: 'deactivated' });
      expect(await florists()).not.toContain(person.id);
      expect(await (await patch(person.id, { active: true })).json()).toMatchObject({ state: 'invited' });
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select('message')
        .where('message', 'like', '%Paula Patched%')
        .orderBy('id')
        .execute();
      expect(log.map((row) => row.message)).toEqual([
        expect.stringMatching(/^Invited Paula Patched </),
        "Changed Paula Patched's role from Designer to Floral Specialist",
        'Deactivated Paula Patched',
        'Reactivated Paula Patched',
      ]);
    });

    it('answers 400 for an empty change or an unknown role, 404, 401 and 403', async () => {
      const person = await newPerson('Bart Body');
      const empty = await patch(person.id, {});
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ reason: 'send role or active' });
      expect((await patch(person.id, { role: 'boss' })).status).toBe(400);
      expect((await patch(999_999, { active: false })).status).toBe(404);
      expect((await h.request('PATCH', `/api/people/${person.id}`, { body: { active: false } })).status).toBe(401);
      expect((await patch(person.id, { active: false }, h.users.executive)).status).toBe(403);
    });
  });

  describe('POST /api/people/{id}/resetSignIn', () => {
    it("ends the person's sessions and e-mails a reset link to /reset-password/<token>", async () => {
      const person = await h.createUser('am', 'Reset Me');
      const res = await h.request('POST', `/api/people/${person.id}/resetSignIn`, { as: 'admin' });
      expect(res.status).toBe(200);
      expect((await h.request('GET', '/api/me', { as: person })).status).toBe(401);
      const { email } = await h.handle.db.selectFrom('users').select('email').where('id', '=', person.id).executeTakeFirstOrThrow();
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('Set a new password for Website Admin');
      expect(mail.path).toBe('reset-password');
      const tokens = await h.handle.db.selectFrom('account_tokens').select('kind').where('user_id', '=', person.id).execute();
      expect(tokens).toEqual([{ kind: 'password_reset' }]);
    });

    it('answers 409 for a deactivated person, 404, 401 and 403', async () => {
      const person = await newPerson('Dee Activated');
      await patch(person.id, { active: false });
      const res = await h.request('POST', `/api/people/${person.id}/resetSignIn`, { as: 'admin' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: 'Dee Activated is deactivated' });
      expect((await h.request('POST', '/api/people/999999/resetSignIn', { as: 'admin' })).status).toBe(404);
      expect((await h.request('POST', `/api/people/${person.id}/resetSignIn`)).status).toBe(401);
      expect((await h.request('POST', `/api/people/${person.id}/resetSignIn`, { as: 'launch' })).status).toBe(403);
    });
  });

  describe('deactivation of someone signed in', () => {
    let server: Server;
    let sockets: LiveSocketServer;
    beforeAll(async () => {
      server = await new Promise<Server>((resolve) => {
        const started = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
      });
      sockets = attachLiveSockets(server, h.deps);
    });
    afterAll(async () => {
      await sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('ends their live session and closes their websocket at once', async () => {
      const person = await h.createUser('designer', 'Leaving Today');
      const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws?token=${person.token}`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise<number>((resolve) => ws.once('close', resolve));
      const startedAt = Date.now();

      expect((await patch(person.id, { active: false })).status).toBe(200);
      expect(await closed).toBe(4001);
      expect(Date.now() - startedAt).toBeLessThan(1000);
      expect((await h.request('GET', '/api/me', { as: person })).status).toBe(401);
      const session = await h.handle.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', person.id)
        .executeTakeFirstOrThrow();
      expect(session.revoked_at).toBeInstanceOf(Date);
    });
  });
});

describe('the last active admin', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('cannot be demoted or deactivated (409); with a second admin both changes go through', async () => {
    const only = h.users.admin;
    for (const change of [{ role: 'executive' }, { active: false }]) {
      const res = await h.request('PATCH', `/api/people/${only.id}`, { as: 'admin', body: change });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: 'The last active admin cannot be demoted or deactivated' });
    }
    const second = await h.createUser('admin', 'Second Admin');
    const demoted = await h.request('PATCH', `/api/people/${second.id}`, { as: 'admin', body: { role: 'executive' } });
    expect(await demoted.json()).toMatchObject({ role: 'executive' });
    const promoted = await h.request('PATCH', `/api/people/${second.id}`, { as: 'admin', body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    const deactivated = await h.request('PATCH', `/api/people/${only.id}`, { as: second, body: { active: false } });
    expect(await deactivated.json()).toMatchObject({ state: 'deactivated' });
  });
});
