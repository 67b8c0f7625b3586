import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { forgotPasswordMachine } from '../../../machines/passwordReset/forgotPassword.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { PublicCard } from './PublicCard';

/** /forgot-password: ask for a link by e-mail; every address gets the same answer. */
export function ForgotPasswordView() {
  const [snapshot, send] = useWorkflowMachine('passwordReset', forgotPasswordMachine);
  const sending = snapshot.matches('sending');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    send({ type: 'SUBMIT', email: typeof email === 'string' ? email : '' });
  };
  const back = (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      Back to sign in
    </Anchor>
  );
  if (snapshot.matches('sent'))
    return (
      <PublicCard title="Check your e-mail">
        <Text role="status">{snapshot.context.message}</Text>
        <Text size="sm" c="dimmed">
          The link works once, for 30 minutes.
        </Text>
        {back}
      </PublicCard>
    );
  return (
    <PublicCard title="Forgot your password?">
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">Enter the address you sign in with and we will e-mail you a link to set a new password.</Text>
          <TextInput name="email" type="email" label="Email address" autoComplete="email" required disabled={sending} />
          {snapshot.context.error && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {snapshot.context.error}
            </Text>
          )}
          <Button type="submit" fullWidth loading={sending}>
            Send the link
          </Button>
          {back}
        </Stack>
      </form>
    </PublicCard>
  );
}
