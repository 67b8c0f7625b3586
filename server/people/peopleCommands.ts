import { sql } from 'kysely';
import { emailInUseMessage, lastAdminMessage, type AddPersonBody, type Person } from '../../domain/api/people.schema';
import { roleNames, type Role } from '../../domain/roles';
import { issueAccountToken, revokeAccountTokens } from '../accountTokens/accountTokens';
import type { AppDeps, SessionUser } from '../appDeps';
import { endSessions } from '../auth/endSessions';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { conflict, notFound } from '../http/httpError';
import type { Kysely } from 'kysely';
import { invitationMessage, passwordResetMessage } from './accountMail';
import { logPeopleChange } from './peopleLog';
import { readPerson } from './personQueries';

/** Who acts, and the origin the links in e-mails point at. */
export interface PeopleRequest {
  admin: SessionUser;
  origin: string;
}

const findPerson = async (db: Kysely<Database>, id: number, lock = false) => {
  let query = db.selectFrom('users').select(['id', 'name', 'email', 'role', 'active', 'last_sign_in_at']).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const person = await query.executeTakeFirst();
  if (!person) throw notFound('Person');
  return person;
};

const sendInvitation = async (
  deps: AppDeps,
  request: PeopleRequest,
  person: { id: number; name: string; email: string },
  token: string,
) => {
  await deps.integrations.mail.send(invitationMessage(person, `${request.origin}/invitation/${token}`, request.admin.name));
};

/** Adds a person and e-mails the invitation (after the commit: the mailer writes through its own connection). */
export const addPerson = async (deps: AppDeps, request: PeopleRequest, body: Required<AddPersonBody>): Promise<Person> => {
  const now = deps.now();
  const inUse = await deps.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', body.email.toLowerCase())
    .executeTakeFirst();
  if (inUse) throw conflict(emailInUseMessage(body.email));
  const { id, token } = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({ name: body.name, email: body.email, role: body.role, trello_id: body.trelloId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const invitation = await issueAccountToken(trx, { userId: created.id, kind: 'invitation', createdBy: request.admin.id, now });
      await logPeopleChange(trx, {
        byUserId: request.admin.id,
        message: `Invited ${body.name} <${body.email}> as ${roleNames[body.role]}`,
        at: now,
      });
      return { id: created.id, token: invitation.token };
    })
    .catch((error: unknown) => {
      // Two admins adding the same address at once: the second meets the unique index.
      throw isUniqueViolation(error) ? conflict(emailInUseMessage(body.email)) : error;
    });
  await sendInvitation(deps, request, { id, name: body.name, email: body.email }, token);
  return readPerson(deps.db, id);
};

/**
 * A new role, deactivation or reactivation. The active admins are locked first, so two admins
 * demoting each other at once cannot leave nobody. Deactivation ends every session of the person
 * and closes their websockets once committed (their sessions stop working at the commit already:
 * a session needs an active person).
 */
export const changePerson = async (
  deps: AppDeps,
  request: PeopleRequest,
  id: number,
  change: { role?: Role | undefined; active?: boolean | undefined },
): Promise<Person> => {
  const now = deps.now();
  const deactivated = await deps.db.transaction().execute(async (trx) => {
    const activeAdmins = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('active', '=', true)
      .forUpdate()
      .execute();
    const person = await findPerson(trx, id, true);
    const role = change.role ?? person.role;
    const active = change.active ?? person.active;
    const losesAdmin = person.role === 'admin' && person.active && (role !== 'admin' || !active);
    if (losesAdmin && activeAdmins.length <= 1) throw conflict(lastAdminMessage);
    if (role !== person.role) {
      await trx.updateTable('users').set({ role }).where('id', '=', id).execute();
      await logPeopleChange(trx, {
        byUserId: request.admin.id,
        message: `Changed ${person.name}'s role from ${roleNames[person.role]} to ${roleNames[role]}`,
        at: now,
      });
    }
    if (active !== person.active) {
      await trx.updateTable('users').set({ active }).where('id', '=', id).execute();
      await logPeopleChange(trx, {
        byUserId: request.admin.id,
        message: `${active ? 'Reactivated' : 'Deactivated'} ${person.name}`,
        at: now,
      });
    }
    return person.active && !active;
  });
  if (deactivated) await endSessions(deps, { userId: id }, now);
  return readPerson(deps.db, id);
};

/** A new invitation link for an active person who never signed in; the earlier link stops working. */
export const resendInvitation = async (deps: AppDeps, request: PeopleRequest, id: number): Promise<Person> => {
  const now = deps.now();
  const { person, token } = await deps.db.transaction().execute(async (trx) => {
    const person = await findPerson(trx, id, true);
    if (!person.active) throw conflict(`${person.name} is deactivated`);
    if (person.last_sign_in_at !== null) throw conflict(`${person.name} has already signed in`);
    const invitation = await issueAccountToken(trx, { userId: id, kind: 'invitation', createdBy: request.admin.id, now });
    await logPeopleChange(trx, { byUserId: request.admin.id, message: `Sent a new invitation to ${person.name}`, at: now });
    return { person, token: invitation.token };
  });
  await sendInvitation(deps, request, person, token);
  return readPerson(deps.db, id);
};

/** Revokes the person's open invitation; 409 when there is none. */
export const revokeInvitation = async (deps: AppDeps, request: PeopleRequest, id: number): Promise<Person> => {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const person = await findPerson(trx, id, true);
    const revoked = await revokeAccountTokens(trx, id, 'invitation', now);
    if (revoked === 0) throw conflict(`${person.name} has no open invitation`);
    await logPeopleChange(trx, { byUserId: request.admin.id, message: `Revoked the invitation of ${person.name}`, at: now });
  });
  return readPerson(deps.db, id);
};

/** Ends every session of the person and e-mails a password reset link to /reset-password/<token>. */
export const resetSignIn = async (deps: AppDeps, request: PeopleRequest, id: number): Promise<Person> => {
  const now = deps.now();
  const { person, token } = await deps.db.transaction().execute(async (trx) => {
    const person = await findPerson(trx, id, true);
    if (!person.active) throw conflict(`${person.name} is deactivated`);
    const reset = await issueAccountToken(trx, { userId: id, kind: 'password_reset', createdBy: request.admin.id, now });
    await logPeopleChange(trx, { byUserId: request.admin.id, message: `Reset the sign-in of ${person.name}`, at: now });
    return { person, token: reset.token };
  });
  await endSessions(deps, { userId: id }, now);
  await deps.integrations.mail.send(passwordResetMessage(person, `${request.origin}/reset-password/${token}`));
  return readPerson(deps.db, id);
};
