import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../signIn/password';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runUserCreate, type UserCreateIo } from './userCreateCommand';

const fakeIo = (options: { interactive?: boolean; answers?: string[] } = {}) => {
  const answers = [...(options.answers ?? [])];
  const io = {
    out: [] as string[],
    err: [] as string[],
    prompts: [] as string[],
  };
  const handle: UserCreateIo = {
    interactive: options.interactive ?? false,
    promptHidden: async (question) => {
      io.prompts.push(question);
      return answers.shift() ?? '';
    },
    out: (line) => io.out.push(line),
    err: (line) => io.err.push(line),
  };
  return { io, handle };
};

describe('npm run user:create', () => {
  let database: DatabaseHandle;
  const storedUser = (email: string) =>
    database.db.selectFrom('users').select(['name', 'email', 'role', 'password_hash']).where('email', '=', email).executeTakeFirst();

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('creates a user with the given password', async () => {
    const { io, handle } = fakeIo();
    const code = await runUserCreate(
      database.db,
      ['--email', ' ops@example.com ', '--name', 'Olive Ops', '--role', 'admin', '--password', 'a long enough password'],
      handle,
    );
    expect(code).toBe(0);
    expect(io.out.join('\n')).toMatch(/^Created admin Olive Ops <ops@example.com> \(id \d+\)\.$/);
    const user = await storedUser('ops@example.com');
    expect(user).toMatchObject({ name: 'Olive Ops', role: 'admin' });
    expect(await verifyPassword('a long enough password', user?.password_hash ?? '')).toBe(true);
  });

  it('generates and prints a strong password when no one is at a terminal', async () => {
    const { io, handle } = fakeIo({ interactive: false });
    expect(await runUserCreate(database.db, ['--email', 'gen@example.com', '--name', 'Gen Person', '--role', 'designer'], handle)).toBe(0);
    const password = io.out.join('\n').match(/Password: (\S+)/)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await verifyPassword(password, (await storedUser('gen@example.com'))?.password_hash ?? '')).toBe(true);
  });

  it('asks twice on a terminal and refuses a mismatch', async () => {
    const mismatch = fakeIo({ interactive: true, answers: ['first password!!', 'second password!'] });
    expect(
      await runUserCreate(database.db, ['--email', 'tty@example.com', '--name', 'Tty Person', '--role', 'care'], mismatch.handle),
    ).toBe(1);
    expect(mismatch.io.prompts).toHaveLength(2);
    expect(mismatch.io.err[0]).toBe('The passwords do not match.');
    expect(await storedUser('tty@example.com')).toBeUndefined();

    const match = fakeIo({ interactive: true, answers: ['typed password 1', 'typed password 1'] });
    expect(await runUserCreate(database.db, ['--email', 'tty@example.com', '--name', 'Tty Person', '--role', 'care'], match.handle)).toBe(
      0,
    );
    expect(match.io.out.join('\n')).not.toContain('typed password 1');
    expect(await verifyPassword('typed password 1', (await storedUser('tty@example.com'))?.password_hash ?? '')).toBe(true);
  });

  it('refuses a duplicate e-mail in any case', async () => {
    const first = fakeIo();
    expect(
      await runUserCreate(
        database.db,
        ['--email', 'dup@example.com', '--name', 'First Dup', '--role', 'admin', '--password', 'a long enough password'],
        first.handle,
      ),
    ).toBe(0);
    const { io, handle } = fakeIo();
    expect(
      await runUserCreate(
        database.db,
        ['--email', 'DUP@Example.com', '--name', 'Second Dup', '--role', 'ae', '--password', 'another long password'],
        handle,
      ),
    ).toBe(1);
    expect(io.err[0]).toMatch(/^A user with the e-mail DUP@Example.com already exists \(id \d+, role admin\)\.$/);
    expect(await storedUser('dup@example.com')).toMatchObject({ name: 'First Dup', role: 'admin' });
  });

  it.each([
    [
      ['--email', 'a@example.com', '--name', 'A', '--role', 'boss'],
      "Unknown role 'boss'. Choose one of: admin, executive, ae, am, designer, care, sdr, florist, launch.",
    ],
    [['--email', 'not-an-email', '--name', 'A', '--role', 'ae'], "'not-an-email' is not an e-mail address."],
    [['--email', 'a@example.com', '--role', 'ae'], 'Missing --name.'],
    [['--email', 'a@example.com', '--name', 'A', '--role', 'ae', '--password', 'short'], 'The password must be at least 12 characters.'],
  ])('refuses %j', async (argv, message) => {
    const { io, handle } = fakeIo();
    expect(await runUserCreate(database.db, argv, handle)).toBe(1);
    expect(io.err[0]).toBe(message);
    expect(io.err[1]).toContain('Usage: npm run user:create');
  });

  it('refuses an unknown option', async () => {
    const { io, handle } = fakeIo();
    expect(await runUserCreate(database.db, ['--email', 'a@example.com', '--name', 'A', '--role', 'ae', '--admin'], handle)).toBe(1);
    expect(io.err[0]).toContain("Unknown option '--admin'");
  });
});
