import type { SignInCodeResponse } from '../../domain/api/signIn.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict, notFound } from '../http/httpError';
import { mintSignInCode } from './signInCodes';

/** The admin's one-time sign-in link for an active user (decisions.md §9), logged without a site. */
export const mintSignInLink = async (
  deps: AppDeps,
  request: { admin: SessionUser; userId: number; redirect: string | null },
): Promise<SignInCodeResponse> => {
  const { db } = deps;
  const target = await db.selectFrom('users').select(['id', 'name', 'active']).where('id', '=', request.userId).executeTakeFirst();
  if (!target) throw notFound('User');
  if (!target.active) throw conflict(`${target.name} is deactivated and cannot sign in`);
  const minted = await db.transaction().execute(async (trx) => {
    const code = await mintSignInCode(trx, { userId: target.id, createdBy: request.admin.id, redirect: request.redirect, now: deps.now() });
    await trx
      .insertInto('log_entries')
      .values({ site_id: null, user_id: request.admin.id, message: `Sign-in link created for ${target.name}`, created_at: deps.now() })
      .execute();
    return code;
  });
  return { code: minted.code, url: `/login?u=${minted.code}`, expiresAt: minted.expiresAt.toISOString() };
};
