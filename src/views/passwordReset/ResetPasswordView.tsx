import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { resetPasswordMachine } from '../../../machines/passwordReset/resetPassword.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { PublicCard } from './PublicCard';

/** /reset-password/$token: choose a new password with the e-mailed link. */
export function ResetPasswordView({ token }: { token: string }) {
  const [snapshot, send] = useWorkflowMachine('passwordReset', resetPasswordMachine, { input: { token } });
  const saving = snapshot.matches('saving');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    send({ type: 'SUBMIT', password: typeof password === 'string' ? password : '' });
  };
  if (snapshot.matches('done'))
    return (
      <PublicCard title="Password set">
        <Text role="status">Your new password is set, and every session of yours is signed out.</Text>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </PublicCard>
    );
  if (snapshot.matches('linkGone'))
    return (
      <PublicCard title="This link no longer works">
        <Text role="alert">This reset link is invalid or has expired</Text>
        <Button component={Link} to="/forgot-password" fullWidth>
          Send a new link
        </Button>
      </PublicCard>
    );
  return (
    <PublicCard title="Set a new password">
      <form onSubmit={submit}>
        <Stack>
          <PasswordInput
            name="password"
            label="New password"
            autoComplete="new-password"
            description="At least 12 characters, and not a common password."
            required
            error={snapshot.context.problem}
            disabled={saving}
          />
          <Button type="submit" fullWidth loading={saving}>
            Set password
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </PublicCard>
  );
}
