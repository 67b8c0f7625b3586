import type { MailMessage } from '../integrations/mail/mail.port';

/** The e-mail that invites a new person to set their password. */
export const invitationMessage = (to: { name: string; email: string }, link: string, invitedBy: string): MailMessage => ({
  to: [to.email],
  subject: 'You are invited to Website Admin',
  text: [
    `Hello ${to.name},`,
    '',
    `${invitedBy} has added you to Website Admin. Set your password with this link (it works once, for 7 days):`,
    '',
    link,
    '',
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n'),
});

/** The e-mail an admin's reset of someone's sign-in sends. */
export const passwordResetMessage = (to: { name: string; email: string }, link: string): MailMessage => ({
  to: [to.email],
  subject: 'Set a new password for Website Admin',
  text: [
    `Hello ${to.name},`,
    '',
    'An administrator has signed you out everywhere. Choose a new password with this link (it works once, for 30 minutes):',
    '',
    link,
  ].join('\n'),
});
