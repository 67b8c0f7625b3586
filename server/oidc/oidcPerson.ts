import type { Kysely } from 'kysely';
import type { OidcFailure } from '../../domain/api/oidc.schema';
import type { Database } from '../db/schema';

/** The provider's claims about the person, from the ID token or userinfo; this app reads `email` and `email_verified`. */
export type OidcIdentity = Readonly<Record<string, unknown>>;

/**
 * Who the provider's answer signs in: an active person whose e-mail (in any case) the provider has
 * verified, in an allowed domain. Never creates anyone: a stranger is refused.
 */
export const oidcPerson = async (
  db: Kysely<Database>,
  identity: OidcIdentity,
  allowedDomains: readonly string[],
): Promise<{ userId: number } | { failure: OidcFailure }> => {
  const { email: claimed, email_verified: verified } = identity;
  if (typeof claimed !== 'string' || claimed === '') return { failure: 'unverified' };
  // Some providers (Amazon Cognito) send the boolean as the string 'true'.
  if (verified !== true && verified !== 'true') return { failure: 'unverified' };
  const email = claimed.toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (allowedDomains.length > 0 && !allowedDomains.includes(domain)) return { failure: 'domain' };
  const person = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('active', '=', true)
    .executeTakeFirst();
  return person ? { userId: person.id } : { failure: 'unknown' };
};
