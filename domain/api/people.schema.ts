import * as v from 'valibot';
import { passwordProblem } from '../people/passwordPolicy';
import { roles } from '../roles';

/**
 * /api/people: the staff accounts, as admins manage them (issue 29). A person's state is
 * 'deactivated' when retired, 'invited' while they have never signed in and hold an open
 * invitation, otherwise 'active'.
 */

const personStates = ['active', 'invited', 'deactivated'] as const;
export type PersonState = (typeof personStates)[number];

const role = v.picklist(roles, `role must be one of ${roles.join(', ')}`);

export const personSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  state: v.picklist(personStates),
  /** ISO instant; null for someone who never signed in. */
  lastSignInAt: v.nullable(v.string()),
  secondFactor: v.boolean(),
  trelloId: v.nullable(v.string()),
});
export type Person = v.InferOutput<typeof personSchema>;

export const peopleSchema = v.array(personSchema);

/** GET /api/people?search&role: search matches the name or the e-mail, in any case. */
export const listPeopleQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search must be at most 100 characters'))),
  role: v.optional(role),
});

const name = v.pipe(
  v.string('name must be text'),
  v.trim(),
  v.nonEmpty('name must not be empty'),
  v.maxLength(100, 'name must be at most 100 characters'),
);
const email = v.pipe(
  v.string('email must be text'),
  v.trim(),
  v.nonEmpty('email must not be empty'),
  v.email('email must be an e-mail address'),
  v.maxLength(254, 'email must be at most 254 characters'),
);
const trelloId = v.nullable(
  v.pipe(
    v.string('trelloId must be text'),
    v.trim(),
    v.maxLength(64, 'trelloId must be at most 64 characters'),
    v.transform((id) => id || null),
  ),
);

/** POST /api/people: the person is invited by e-mail. */
export const addPersonBody = v.object({ name, email, role, trelloId: v.optional(trelloId, null) });
export type AddPersonBody = v.InferInput<typeof addPersonBody>;

/** PATCH /api/people/{id}: a new role, deactivation (false) or reactivation (true); one at least. */
export const changePersonBody = v.pipe(
  v.object({ role: v.optional(role), active: v.optional(v.boolean('active must be true or false')) }),
  v.check((body) => body.role !== undefined || body.active !== undefined, 'send role or active'),
);

/** An invitation link's token, as it appears in /invitation/<token>. */
export const invitationParams = v.object({
  token: v.pipe(v.string('token is required'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token must be the code of an invitation link')),
});

/** GET /api/invitations/{token}: who the invitation is for. */
export const invitationSchema = v.object({ name: v.string(), email: v.string() });
export type Invitation = v.InferOutput<typeof invitationSchema>;

/** POST /api/invitations/{token}/accept: the person's first password, by the shared policy. */
export const acceptInvitationBody = v.object({
  password: v.pipe(
    v.string('password must be text'),
    v.check(
      (password) => passwordProblem(password) === null,
      (issue) => passwordProblem(String(issue.input)) ?? 'password is not allowed',
    ),
  ),
});

export const lastAdminMessage = 'The last active admin cannot be demoted or deactivated';
export const emailInUseMessage = (email: string) => `Someone already has the e-mail ${email}`;
export const unusableInvitationMessage = 'This invitation has expired, was revoked or was already used';
