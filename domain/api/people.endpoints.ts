import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  acceptInvitationBody,
  addPersonBody,
  changePersonBody,
  invitationParams,
  invitationSchema,
  listPeopleQuery,
  peopleSchema,
  personSchema,
} from './people.schema';
import { signInSuccessSchema } from './signIn.schema';

const lastAdmin = "'The last active admin cannot be demoted or deactivated'";

/**
 * The People screen (issue 29, docs/decisions/0451): admins add, invite, change and retire staff
 * accounts; every change is in the log. The invitation pages are public: the link's token is the
 * credential.
 */
export const peopleEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/people',
    capability: 'managePeople',
    summary: 'Every staff account',
    description:
      "`{id, name, email, role, state: 'active' | 'invited' | 'deactivated', lastSignInAt, secondFactor, trelloId}` by name; `search` matches the name or the e-mail in any case, `role` keeps one role.",
    query: listPeopleQuery,
    answers: { 200: peopleSchema },
  }),
  add: endpoint({
    method: 'post',
    path: '/api/people',
    capability: 'managePeople',
    summary: 'Adds a person and e-mails them an invitation',
    description:
      'The invitation e-mail holds a one-time link to `/invitation/<token>` (7 days, single use) where they set a password. Answers the person, `invited`.',
    body: addPersonBody,
    answers: { 201: personSchema },
    refusals: { 409: "'Someone already has the e-mail <email>' (e-mails match in any case)" },
  }),
  change: endpoint({
    method: 'patch',
    path: '/api/people/:id{[0-9]+}',
    capability: 'managePeople',
    summary: "Changes a person's role, or deactivates or reactivates them",
    description:
      'Deactivating ends every session of the person at once and closes their websockets; they leave the assignment lists and keep their history. Answers the person.',
    params: idParams,
    body: changePersonBody,
    answers: { 200: personSchema },
    refusals: { 404: 'Person not found', 409: lastAdmin },
  }),
  resendInvitation: endpoint({
    method: 'post',
    path: '/api/people/:id{[0-9]+}/invitation',
    capability: 'managePeople',
    summary: 'Sends a new invitation',
    description: 'For an active person who never signed in; the earlier link stops working. Answers the person.',
    params: idParams,
    answers: { 200: personSchema },
    refusals: { 404: 'Person not found', 409: "'<name> is deactivated' or '<name> has already signed in'" },
  }),
  revokeInvitation: endpoint({
    method: 'delete',
    path: '/api/people/:id{[0-9]+}/invitation',
    capability: 'managePeople',
    summary: "Revokes a person's open invitation",
    description: 'The link stops working; the account stays (deactivate it to retire it). Answers the person.',
    params: idParams,
    answers: { 200: personSchema },
    refusals: { 404: 'Person not found', 409: "'<name> has no open invitation'" },
  }),
  resetSignIn: endpoint({
    method: 'post',
    path: '/api/people/:id{[0-9]+}/resetSignIn',
    capability: 'managePeople',
    summary: "Ends a person's sessions and e-mails them a password reset link",
    description: 'The link goes to `/reset-password/<token>` (30 minutes, single use). Answers the person.',
    params: idParams,
    answers: { 200: personSchema },
    refusals: { 404: 'Person not found', 409: "'<name> is deactivated'" },
  }),
  readInvitation: endpoint({
    method: 'get',
    path: '/api/invitations/:token',
    capability: 'public',
    summary: 'Who an invitation link is for',
    description: 'Answers `{name, email}` for the accept-invitation page.',
    params: invitationParams,
    answers: { 200: invitationSchema },
    refusals: {
      404: "'Invitation not found' for a token that was never issued",
      410: "'This invitation has expired, was revoked or was already used', also when the person was deactivated",
    },
  }),
  acceptInvitation: endpoint({
    method: 'post',
    path: '/api/invitations/:token/accept',
    capability: 'public',
    summary: 'Accepts an invitation with a password and signs in',
    description:
      '`{password}`: at least 12 characters and not a common password (400 naming `password` with the reason). Sets the password, uses the link up and signs the person in: answers as POST /login does, with the session cookie.',
    params: invitationParams,
    body: acceptInvitationBody,
    answers: { 200: signInSuccessSchema },
    refusals: {
      404: "'Invitation not found'",
      410: "'This invitation has expired, was revoked or was already used'",
    },
  }),
};
