import { Alert, Anchor, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { SignInSuccess } from '../../../domain/api/signIn.schema';
import { passwordProblem } from '../../../domain/people/passwordPolicy';
import { acceptInvitationMachine } from '../../../machines/people/acceptInvitation.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

type Props = {
  token: string;
  /** Signed in: the route keeps the user and goes in. */
  onSignedIn: (session: SignInSuccess) => void;
};

/** /invitation/$token (public): who the invitation is for, and their first password. */
export function AcceptInvitationView({ token, onSignedIn }: Props) {
  usePageTitle('Accept invitation');
  const [snapshot, send] = useWorkflowMachine('acceptInvitation', acceptInvitationMachine, { input: { token } });
  const { invitation, unusable, session } = snapshot.context;
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) => passwordProblem(value),
      repeat: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });
  useEffect(() => {
    if (session) onSignedIn(session);
  }, [session, onSignedIn]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h2">
            Welcome to Website Admin
          </Title>
          {snapshot.matches('reading') && <Loader role="status" aria-label="Reading the invitation" />}
          {snapshot.matches('error') && (
            <Alert color="red" title="Unable to read the invitation">
              <Button variant="light" onClick={() => send({ type: 'RETRY' })}>
                Try again
              </Button>
            </Alert>
          )}
          {snapshot.matches('unusable') && (
            <Alert color="orange" title="This link cannot be used">
              <Stack gap="xs">
                <Text size="sm">{unusable ?? 'This invitation cannot be used'}</Text>
                <Text size="sm">Ask an administrator to send you a new one.</Text>
                {/* The primary colour on the orange alert's tint reads below 4.5:1: the link takes the alert's text colour, underlined. */}
                <Anchor component={Link} to="/login" c="inherit" underline="always">
                  Go to sign in
                </Anchor>
              </Stack>
            </Alert>
          )}
          {invitation && !snapshot.matches('unusable') && (
            <form onSubmit={form.onSubmit((values) => send({ type: 'SUBMIT', password: values.password }))}>
              <Stack>
                <Text>
                  {invitation.name}, choose a password for {invitation.email}.
                </Text>
                <PasswordInput label="Password" description="At least 12 characters" required {...form.getInputProps('password')} />
                <PasswordInput label="Repeat the password" required {...form.getInputProps('repeat')} />
                <Button type="submit" loading={snapshot.matches('accepting') || snapshot.matches('accepted')}>
                  Set password and sign in
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
