import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import { isRole, roles } from '../../domain/roles';
import { hashPassword } from '../signIn/password';
import type { Database } from '../db/schema';

const minPasswordLength = 12;

const userCreateUsage = `Usage: npm run user:create -- --email <e-mail> --name <full name> --role <role> [--password <password>]
  role: ${roles.join(', ')}
  Without --password you are asked for one on a terminal; otherwise a strong one is generated and printed.`;

export interface UserCreateIo {
  /** True when a person sits at a terminal to type a password. */
  interactive: boolean;
  promptHidden(question: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

const emailSchema = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));

/** 18 random bytes as base64url: 24 characters, 144 bits. */
const generatePassword = (): string => randomBytes(18).toString('base64url');

class UsageError extends Error {}

const choosePassword = async (given: string | undefined, io: UserCreateIo): Promise<{ password: string; generated: boolean }> => {
  if (given !== undefined) {
    if (given.length < minPasswordLength) throw new UsageError(`The password must be at least ${minPasswordLength} characters.`);
    return { password: given, generated: false };
  }
  if (!io.interactive) return { password: generatePassword(), generated: true };
  const first = await io.promptHidden(`Password (at least ${minPasswordLength} characters, empty to generate one): `);
  if (first === '') return { password: generatePassword(), generated: true };
  if (first.length < minPasswordLength) throw new UsageError(`The password must be at least ${minPasswordLength} characters.`);
  const second = await io.promptHidden('Repeat the password: ');
  if (second !== first) throw new UsageError('The passwords do not match.');
  return { password: first, generated: false };
};

/**
 * `npm run user:create`: adds a staff account (the way in when DEMO=0). Returns the exit code;
 * every refusal says what to fix.
 */
export const runUserCreate = async (db: Kysely<Database>, argv: string[], io: UserCreateIo): Promise<number> => {
  try {
    let values: { email?: string | undefined; name?: string | undefined; role?: string | undefined; password?: string | undefined };
    try {
      ({ values } = parseArgs({
        args: argv,
        options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const missing = (['email', 'name', 'role'] as const).filter((key) => !values[key]?.trim());
    if (missing.length) throw new UsageError(`Missing ${missing.map((key) => `--${key}`).join(', ')}.`);
    const role = values.role?.trim();
    if (!isRole(role)) throw new UsageError(`Unknown role '${role}'. Choose one of: ${roles.join(', ')}.`);
    const parsedEmail = v.safeParse(emailSchema, values.email);
    if (!parsedEmail.success) throw new UsageError(`'${values.email}' is not an e-mail address.`);
    const email = parsedEmail.output;
    const name = values.name?.trim() ?? '';

    const existing = await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (existing) throw new UsageError(`A user with the e-mail ${email} already exists (id ${existing.id}, role ${existing.role}).`);

    const { password, generated } = await choosePassword(values.password, io);
    const passwordHash = await hashPassword(password);
    const created = await db
      .insertInto('users')
      .values({ name, email, role, password_hash: passwordHash })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Someone added the same e-mail between the check and the insert.
    if (!created) throw new UsageError(`A user with the e-mail ${email} already exists.`);

    io.out(`Created ${role} ${name} <${email}> (id ${created.id}).`);
    if (generated) io.out(`Password: ${password}\nKeep it somewhere safe; it is not stored anywhere readable.`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(userCreateUsage);
    return 1;
  }
};
