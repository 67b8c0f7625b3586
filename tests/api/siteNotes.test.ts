import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { createHarness, type Harness } from './harness';

describe('/api/notes', () => {
  let h: Harness;
  const start = new Date('2025-03-12T15:00:00Z');
  const clock = { now: start };
  beforeAll(async () => {
    h = await createHarness({ now: () => clock.now });
  });
  // Tests run in a shuffled order and one of them moves the clock.
  beforeEach(() => {
    clock.now = start;
  });
  afterAll(() => h.close());

  const add = (fhid: number, note: string, type: string, as: Role) => h.request('POST', '/api/notes', { as, body: { fhid, note, type } });
  const commentsOf = (cardId: string) =>
    h.handle.db.selectFrom('sandbox_board_comments').select('text').where('card_id', '=', cardId).execute();

  it('adds a note, copies it to the board card and logs it', async () => {
    const card = await h.deps.integrations.board.createCard({ name: 'Site', description: '', list: 'INTAKE.READY_FOR_DESIGNER' });
    const siteId = await h.createSite({ trello_card_id: card.id });
    const res = await add(siteId, '  Logo approved  ', 'Design', 'designer');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      note: {
        id: expect.any(Number),
        note: 'Logo approved',
        type: 'Design',
        user_id: h.users.designer.id,
        user_name: 'Test designer',
        user_image: null,
        date_created: '2025-03-12T15:00:00.000Z',
      },
      boardSynced: true,
    });
    expect(await commentsOf(card.id)).toEqual([{ text: 'Test designer (Design note): Logo approved' }]);
    const log = await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).execute();
    expect(log).toEqual([{ message: 'Design note added' }]);
  });

  it('keeps the note and says so when the board cannot take the comment', async () => {
    const siteId = await h.createSite({ trello_card_id: 'no-such-card' });
    const res = await add(siteId, 'Called the family', 'Account', 'ae');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { note: { id: number }; boardSynced: boolean };
    expect(body.boardSynced).toBe(false);
    const saved = await h.handle.db.selectFrom('notes').select('note').where('id', '=', body.note.id).executeTakeFirst();
    expect(saved).toEqual({ note: 'Called the family' });
  });

  it('has nothing to sync for a site without a card', async () => {
    const siteId = await h.createSite();
    expect(await (await add(siteId, 'Quick one', 'Instant', 'florist')).json()).toMatchObject({ boardSynced: true });
  });

  it('lists newest first, filtered by type or all with *', async () => {
    const siteId = await h.createSite();
    for (const [note, type, at] of [
      ['first', 'Launch', '2025-03-01T10:00:00Z'],
      ['second', 'Floral', '2025-03-02T10:00:00Z'],
      ['third', 'Launch', '2025-03-03T10:00:00Z'],
    ] as const) {
      clock.now = new Date(at);
      expect((await add(siteId, note, type, 'launch')).status).toBe(201);
    }
    const all = (await (await h.request('GET', `/api/notes?fhid=${siteId}&type=*`, { as: 'sdr' })).json()) as { note: string }[];
    expect(all.map((n) => n.note)).toEqual(['third', 'second', 'first']);
    const byDefault = (await (await h.request('GET', `/api/notes?fhid=${siteId}`, { as: 'sdr' })).json()) as { note: string }[];
    expect(byDefault).toHaveLength(3);
    const launch = (await (await h.request('GET', `/api/notes?fhid=${siteId}&type=Launch`, { as: 'sdr' })).json()) as {
      note: string;
      user_name: string;
    }[];
    expect(launch.map((n) => n.note)).toEqual(['third', 'first']);
    expect(launch[0]?.user_name).toBe('Test launch');
  });

  it('lets the author and admin edit and delete, nobody else', async () => {
    const siteId = await h.createSite();
    const created = (await (await add(siteId, 'Draft', 'Floral', 'florist')).json()) as { note: { id: number } };
    const noteId = created.note.id;

    expect((await h.request('POST', '/api/notes/update', { as: 'ae', body: { noteId, note: 'Hijacked' } })).status).toBe(403);
    expect((await h.request('POST', '/api/notes/delete', { as: 'executive', body: { noteId } })).status).toBe(403);

    const edited = await h.request('POST', '/api/notes/update', { as: 'florist', body: { noteId, note: 'Final text' } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: noteId, note: 'Final text', type: 'Floral', user_id: h.users.florist.id });
    expect((await h.request('POST', '/api/notes/update', { as: 'admin', body: { noteId, note: 'Admin touch' } })).status).toBe(200);

    const deleted = await h.request('POST', '/api/notes/delete', { as: 'admin', body: { noteId } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: noteId, deleted: true });
    expect(await h.handle.db.selectFrom('notes').select('id').where('id', '=', noteId).execute()).toEqual([]);
    const log = await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).orderBy('id').execute();
    expect(log.map((entry) => entry.message)).toEqual([
      'Floral note added',
      'Floral note edited',
      'Floral note edited',
      'Floral note deleted',
    ]);
  });

  it('answers 404 for unknown notes and sites', async () => {
    expect((await h.request('POST', '/api/notes/update', { as: 'admin', body: { noteId: 999_999, note: 'x' } })).status).toBe(404);
    expect((await h.request('POST', '/api/notes/delete', { as: 'admin', body: { noteId: 999_999 } })).status).toBe(404);
    expect((await add(999_999, 'x', 'Instant', 'admin')).status).toBe(404);
    expect((await h.request('GET', '/api/notes?fhid=999999', { as: 'admin' })).status).toBe(404);
  });

  it('answers 400 for bad bodies and queries', async () => {
    const siteId = await h.createSite();
    for (const [path, body, field] of [
      ['/api/notes', { fhid: siteId, note: '', type: 'Design' }, 'note'],
      ['/api/notes', { fhid: siteId, note: '   ', type: 'Design' }, 'note'],
      ['/api/notes', { fhid: siteId, note: 'x', type: 'Random' }, 'type'],
      ['/api/notes', { note: 'x', type: 'Design' }, 'fhid'],
      ['/api/notes/update', { noteId: 1, note: '' }, 'note'],
      ['/api/notes/update', { note: 'x' }, 'noteId'],
      ['/api/notes/delete', { noteId: 'one' }, 'noteId'],
    ] as const) {
      const res = await h.request('POST', path, { as: 'admin', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    expect((await h.request('GET', '/api/notes', { as: 'admin' })).status).toBe(400);
    const badType = await h.request('GET', `/api/notes?fhid=${siteId}&type=Other`, { as: 'admin' });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ field: 'type' });
  });

  it('answers 401 without a session', async () => {
    expect((await h.request('GET', '/api/notes?fhid=1')).status).toBe(401);
    expect((await h.request('POST', '/api/notes', { body: { fhid: 1, note: 'x', type: 'Instant' } })).status).toBe(401);
    expect((await h.request('POST', '/api/notes/update', { body: { noteId: 1, note: 'x' } })).status).toBe(401);
    expect((await h.request('POST', '/api/notes/delete', { body: { noteId: 1 } })).status).toBe(401);
  });
});
