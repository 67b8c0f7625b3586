import type { MachineNotes } from './machineNotes';

export const signInNotes: MachineNotes = {
  summary:
    'The login page: e-mail and password, a second-factor code when the account has one, or a return from the company identity provider.',
  states: {
    idle: 'The login form, empty; the person types an e-mail and password and presses Sign in (or uses the identity provider button).',
    loading: 'Sign in is pressed: the button shows it is working and the form waits for the answer.',
    code: 'The password was right and the account has a second factor: the person types the six-digit code, or switches to a recovery code.',
    verifyingCode: 'The code is being checked; the form waits.',
    codeFailure: 'The code was refused: the message says so and the person may type another code or switch to a recovery code.',
    authenticating: 'Arrived with a one-time sign-in code in the link: the page signs in by itself while showing it is busy.',
    resuming: 'Back from the identity provider: the page finishes signing in by itself.',
    failure: 'Sign-in was refused: the form shows the reason under it and the person may try again.',
    success: 'Signed in: the app moves on to the page the person asked for.',
  },
};

export const forgotPasswordNotes: MachineNotes = {
  summary: "'Forgot password?': the person asks for a reset link by e-mail.",
  states: {
    editing: 'The e-mail field and Send link; a refused address shows its reason here.',
    sending: 'The request is on its way; the button shows it is working.',
    sent: 'A confirmation that a link was sent if the address has an account; nothing more to do here.',
  },
};

export const resetPasswordNotes: MachineNotes = {
  summary: 'The page a reset link opens: the person chooses a new password.',
  states: {
    editing: 'Two password fields and the policy; a password the policy refuses is named under the field before anything is sent.',
    saving: 'The new password is being saved; the button shows it is working.',
    done: 'The password is changed: a message and a link to sign in.',
    linkGone: 'The link was used or has expired: a message and a way to ask for a new one.',
  },
};

export const acceptInvitationNotes: MachineNotes = {
  summary: 'The page an invitation e-mail opens: the invited person sets a name and password.',
  states: {
    reading: 'The invitation is being read; a loader shows.',
    error: 'The invitation could not be read (no answer): a message and Retry.',
    unusable: 'The invitation was used, withdrawn or has expired: a message, nothing to fill in.',
    ready: 'The form for name and password; the person submits it to accept.',
    accepting: 'The account is being created; the button shows it is working.',
    accepted: 'The account exists: a message and the way to sign in.',
  },
};
