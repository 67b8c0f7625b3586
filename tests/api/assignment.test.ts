import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssignmentRoute, assignmentRoutes } from '../../domain/api/assignment.schema';
import { rolesWith } from '../../domain/permissions';
import { roles, type AssigneeRole } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { createHarness, type Harness } from './harness';

/** Each route's capability, the column it sets, and its log wording. */
const cases: Record<
  AssignmentRoute,
  { capability: Parameters<typeof rolesWith>[0]; column: `${AssigneeRole}_id`; logType: string; title: string }
> = {
  assignDesigner: { capability: 'assignDesigner', column: 'designer_id', logType: 'DESIGNER', title: 'designer' },
  assignFlorist: { capability: 'assignFlorist', column: 'florist_id', logType: 'FLORIST', title: 'floral specialist' },
  assignAm: { capability: 'assignAm', column: 'am_id', logType: 'AM', title: 'account manager' },
  assignSdr: { capability: 'assignSdr', column: 'sdr_id', logType: 'SDR', title: 'SDR' },
  assignAe: { capability: 'assignAe', column: 'ae_id', logType: 'AE', title: 'account executive' },
  assignCares: { capability: 'assignCare', column: 'care_id', logType: 'CARES', title: 'QA' },
};

describe('site assignment', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const siteRow = (siteId: number) => h.handle.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirstOrThrow();
  const logOf = (siteId: number) =>
    h.handle.db.selectFrom('log_entries').select(['message', 'log_type', 'user_id']).where('site_id', '=', siteId).orderBy('id').execute();

  describe.each(Object.keys(assignmentRoutes) as AssignmentRoute[])('POST /api/sites/{id}/%s', (route) => {
    const { role, field } = assignmentRoutes[route];
    const { capability, column, logType, title } = cases[route];
    const allowed = rolesWith(capability);
    const actor = allowed.includes('admin') ? 'admin' : allowed[0]!;

    it('assigns an active user of the role, answers true and logs it', async () => {
      // Test sites keep the designer's status rule out of the way (it has its own tests below).
      const siteId = await h.createSite({ launcher_label: 'Test' });
      const assignee = h.users[role];
      const res = await h.request('POST', `/api/sites/${siteId}/${route}`, { as: actor, body: { [field]: assignee.id } });
      expect(res.status).toBe(200);
      expect(await res.json()).toBe(true);
      expect((await siteRow(siteId))[column]).toBe(assignee.id);
      expect(await logOf(siteId)).toEqual([
        { message: `Test ${role} assigned as ${title}`, log_type: logType, user_id: h.users[actor].id },
      ]);
    });

    it("accepts the id as a digit string and unassigns with null and with 'none'", async () => {
      const siteId = await h.createSite({ launcher_label: 'Test' });
      const assignee = h.users[role];
      expect(
        await (await h.request('POST', `/api/sites/${siteId}/${route}`, { as: actor, body: { [field]: String(assignee.id) } })).json(),
      ).toBe(true);
      expect((await siteRow(siteId))[column]).toBe(assignee.id);

      for (const none of [null, 'none']) {
        await h.handle.db
          .updateTable('sites')
          .set({ [column]: assignee.id })
          .where('id', '=', siteId)
          .execute();
        const res = await h.request('POST', `/api/sites/${siteId}/${route}`, { as: actor, body: { [field]: none } });
        expect(await res.json()).toBe(true);
        expect((await siteRow(siteId))[column]).toBeNull();
      }
      const messages = (await logOf(siteId)).map((entry) => entry.message);
      expect(messages.at(-1)).toBe(`${title.charAt(0).toUpperCase()}${title.slice(1)} unassigned`);
    });

    it('answers 400 naming the field for a user of another role, an inactive user or a bad value', async () => {
      const siteId = await h.createSite({ launcher_label: 'Test' });
      const wrongRole = role === 'designer' ? h.users.florist : h.users.designer;
      const inactive = await h.createUser(role, `Former ${role}`);
      await h.handle.db.updateTable('users').set({ active: false }).where('id', '=', inactive.id).execute();
      for (const value of [wrongRole.id, inactive.id, 999_999, 'someone', -3, true]) {
        const res = await h.request('POST', `/api/sites/${siteId}/${route}`, { as: actor, body: { [field]: value } });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ field });
      }
      const missing = await h.request('POST', `/api/sites/${siteId}/${route}`, { as: actor, body: {} });
      expect(missing.status).toBe(400);
      expect((await siteRow(siteId))[column]).toBeNull();
    });

    it('answers 401 without a session, 403 for roles the matrix leaves out, 404 for an unknown site', async () => {
      const siteId = await h.createSite({ launcher_label: 'Test' });
      const body = { [field]: h.users[role].id };
      expect((await h.request('POST', `/api/sites/${siteId}/${route}`, { body })).status).toBe(401);
      for (const other of roles.filter((r) => !allowed.includes(r))) {
        expect((await h.request('POST', `/api/sites/${siteId}/${route}`, { as: other, body })).status).toBe(403);
      }
      for (const permitted of allowed) {
        const res = await h.request('POST', `/api/sites/${siteId}/${route}`, { as: permitted, body });
        expect(res.status).toBe(200);
      }
      expect((await h.request('POST', `/api/sites/999999/${route}`, { as: actor, body })).status).toBe(404);
      expect((await siteRow(siteId))[column]).toBe(h.users[role].id);
    });
  });

  it('lets a florist assign themself', async () => {
    const siteId = await h.createSite();
    const res = await h.request('POST', `/api/sites/${siteId}/assignFlorist`, { as: 'florist', body: { floristId: h.users.florist.id } });
    expect(await res.json()).toBe(true);
    expect((await siteRow(siteId)).florist_id).toBe(h.users.florist.id);
  });

  it("answers 'Corporate site' and changes nothing when assigning an account manager off corporation 1", async () => {
    const siteId = await h.createSite({ corporation_id: 2 });
    for (const amId of [h.users.am.id, null]) {
      const res = await h.request('POST', `/api/sites/${siteId}/assignAm`, { as: 'am', body: { amId } });
      expect(res.status).toBe(200);
      expect(await res.json()).toBe('Corporate site');
    }
    expect((await siteRow(siteId)).am_id).toBeNull();
    expect(await logOf(siteId)).toEqual([]);
  });

  it('changes nothing and logs nothing when the person is already assigned', async () => {
    const siteId = await h.createSite({ launcher_label: 'Test', sdr_id: h.users.sdr.id });
    expect(await (await h.request('POST', `/api/sites/${siteId}/assignSdr`, { as: 'admin', body: { sdrId: h.users.sdr.id } })).json()).toBe(
      true,
    );
    expect(await logOf(siteId)).toEqual([]);
  });

  describe('the designer and the site lifecycle', () => {
    const board = () => h.deps.integrations.board;
    const siteWithCard = async (status: SiteStatus, designerId: number | null = null) => {
      const card = await board().createCard({ name: 'Card', description: '', list: 'INTAKE.READY_FOR_DESIGNER' });
      const siteId = await h.createSite({ launcher_label: status, designer_id: designerId, trello_card_id: card.id });
      return { siteId, cardId: card.id };
    };
    const assignDesigner = (siteId: number, designerId: number | null) =>
      h.request('POST', `/api/sites/${siteId}/assignDesigner`, { as: 'designer', body: { designerId } });

    it.each(['Ready for Design', 'Rebuild'] as const)('moves a %s site to In Design and its card to DESIGN.ASSIGNED', async (status) => {
      const { siteId, cardId } = await siteWithCard(status);
      expect(await (await assignDesigner(siteId, h.users.designer.id)).json()).toBe(true);
      const site = await siteRow(siteId);
      expect(site.launcher_label).toBe('In Design');
      expect(site.designer_id).toBe(h.users.designer.id);
      expect((await board().getCard(cardId)).list).toBe('DESIGN.ASSIGNED');
      // One entry: the assignment, written by the lifecycle with the status change.
      expect(await logOf(siteId)).toEqual([
        { message: 'Test designer assigned as designer', log_type: 'DESIGNER', user_id: h.users.designer.id },
      ]);
    });

    it('moves an In Design site back to Ready for Design when the designer is unassigned', async () => {
      const { siteId, cardId } = await siteWithCard('In Design', h.users.designer.id);
      await board().moveCard(cardId, 'DESIGN.ASSIGNED');
      expect(await (await assignDesigner(siteId, null)).json()).toBe(true);
      const site = await siteRow(siteId);
      expect(site.launcher_label).toBe('Ready for Design');
      expect(site.designer_id).toBeNull();
      expect((await board().getCard(cardId)).list).toBe('INTAKE.READY_FOR_DESIGNER');
      expect((await logOf(siteId)).map((entry) => entry.message)).toEqual(['Designer unassigned']);
    });

    it.each(['In Design', 'Revisions Needed', 'Staged', 'Live'] as const)(
      'keeps a %s site in its status when the designer changes',
      async (status) => {
        const other = await h.createUser('designer', 'Second Designer');
        const { siteId, cardId } = await siteWithCard(status, h.users.designer.id);
        expect(await (await assignDesigner(siteId, other.id)).json()).toBe(true);
        const site = await siteRow(siteId);
        expect(site.launcher_label).toBe(status);
        expect(site.designer_id).toBe(other.id);
        expect((await board().getCard(cardId)).list).toBe('INTAKE.READY_FOR_DESIGNER');
        expect((await logOf(siteId)).map((entry) => entry.message)).toEqual(['Second Designer assigned as designer']);
      },
    );

    it('assigns without a card and keeps the assignment when the board fails, saying so', async () => {
      const noCard = await h.createSite({ launcher_label: 'Ready for Design' });
      expect(await (await assignDesigner(noCard, h.users.designer.id)).json()).toBe(true);
      expect((await siteRow(noCard)).launcher_label).toBe('In Design');

      const lostCard = await h.createSite({ launcher_label: 'Ready for Design', trello_card_id: 'no-such-card' });
      const answer = await (await assignDesigner(lostCard, h.users.designer.id)).json();
      expect(answer).toMatch(/^Assigned, but the board card was not moved: /);
      expect((await siteRow(lostCard)).launcher_label).toBe('In Design');
    });
  });

  describe('board card calls', () => {
    const board = () => h.deps.integrations.board;

    it('moves the card to the target list and logs both lists', async () => {
      const card = await board().createCard({ name: 'Card', description: '', list: 'INTAKE.READY_FOR_DESIGNER' });
      const siteId = await h.createSite({ trello_card_id: card.id });
      const res = await h.request('POST', `/api/sites/${siteId}/moveTrelloCard`, {
        as: 'designer',
        body: { targetList: 'DESIGN.ASSIGNED', originList: 'INTAKE.READY_FOR_DESIGNER' },
      });
      expect(await res.json()).toBe(true);
      expect((await board().getCard(card.id)).list).toBe('DESIGN.ASSIGNED');
      expect((await logOf(siteId)).map((entry) => entry.message)).toEqual([
        'Board card moved from INTAKE.READY_FOR_DESIGNER to DESIGN.ASSIGNED',
      ]);
    });

    it('adds a member to the card', async () => {
      const card = await board().createCard({ name: 'Card', description: '', list: 'DESIGN.ASSIGNED' });
      const siteId = await h.createSite({ trello_card_id: card.id });
      const res = await h.request('POST', `/api/sites/${siteId}/addTrelloMember`, { as: 'care', body: { memberId: 'member-42' } });
      expect(await res.json()).toBe(true);
      expect((await board().getCard(card.id)).memberIds).toEqual(['member-42']);
    });

    it('answers 400, 401, 403, 404 and 409 where they apply', async () => {
      const card = await board().createCard({ name: 'Card', description: '', list: 'DESIGN.ASSIGNED' });
      const siteId = await h.createSite({ trello_card_id: card.id });
      const noCard = await h.createSite();
      const move = { targetList: 'QA.STAGED', originList: 'DESIGN.ASSIGNED' };
      const post = (id: number, path: string, as: 'admin' | 'ae' | 'sdr' | undefined, body: unknown) =>
        h.request('POST', `/api/sites/${id}/${path}`, { ...(as ? { as } : {}), body });

      const badList = await post(siteId, 'moveTrelloCard', 'admin', { ...move, targetList: 'Somewhere' });
      expect(badList.status).toBe(400);
      expect(await badList.json()).toMatchObject({ field: 'targetList' });
      expect((await post(siteId, 'addTrelloMember', 'admin', { memberId: '' })).status).toBe(400);
      expect((await post(siteId, 'moveTrelloCard', undefined, move)).status).toBe(401);
      expect((await post(siteId, 'moveTrelloCard', 'ae', move)).status).toBe(403);
      expect((await post(siteId, 'addTrelloMember', 'sdr', { memberId: 'm' })).status).toBe(403);
      expect((await post(999_999, 'moveTrelloCard', 'admin', move)).status).toBe(404);
      expect((await post(noCard, 'moveTrelloCard', 'admin', move)).status).toBe(409);
      expect((await post(noCard, 'addTrelloMember', 'admin', { memberId: 'm' })).status).toBe(409);
      expect((await board().getCard(card.id)).list).toBe('DESIGN.ASSIGNED');
    });
  });
});
